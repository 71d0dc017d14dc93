import type { DeliverNotification } from '../../domain/inbox/inbox.decider';

export type NotificationToDeliver = DeliverNotification['data'];

/** Sent by reactions only: the id derives from the source event, so a redelivery adds nothing. */
export class DeliverNotificationCommand {
  constructor(
    readonly notification: NotificationToDeliver,
    /** The event this notification answers. */
    readonly causationId: string,
    readonly deliveredAt: Date,
  ) {}
}
