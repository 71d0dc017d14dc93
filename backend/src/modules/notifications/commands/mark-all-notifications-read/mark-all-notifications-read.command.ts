export class MarkAllNotificationsReadCommand {
  constructor(
    readonly uid: string,
    readonly readAt: Date,
  ) {}
}
