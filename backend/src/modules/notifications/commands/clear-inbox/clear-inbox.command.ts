/** Sent when an account is deleted: no notification of that user remains in the read models. */
export class ClearInboxCommand {
  constructor(
    readonly uid: string,
    readonly clearedAt: Date,
    /** The deletion event. */
    readonly causationId: string,
  ) {}
}
