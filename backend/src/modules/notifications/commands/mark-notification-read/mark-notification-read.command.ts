export class MarkNotificationReadCommand {
  constructor(
    readonly uid: string,
    readonly notificationId: string,
    readonly readAt: Date,
  ) {}
}
