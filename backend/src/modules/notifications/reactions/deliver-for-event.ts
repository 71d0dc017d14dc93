import { createHash } from 'crypto';
import { Decide } from '../../../platform/commands/decide';
import type { ReactionContext } from '../../../platform/reactions/define-reaction';
import { inboxDecider } from '../domain/inbox/inbox.decider';
import type { NotificationContent } from './notification-content';

/** The same source event always names the same notification, so redelivery never duplicates it. */
export function notificationIdFor(sourceEventId: string, kind: NotificationContent['kind']): string {
  return createHash('sha256').update(`notification:${kind}:${sourceEventId}`).digest('hex').slice(0, 32);
}

/** Delivers one notification answering the reaction's source event, dated when that event happened. */
export async function deliverForEvent(
  { commands, clock, source }: ReactionContext,
  recipient: { uid: string; at: string },
  content: NotificationContent,
): Promise<void> {
  const notificationId = notificationIdFor(source.id, content.kind);
  const notification = { notificationId, uid: recipient.uid, createdAt: recipient.at, ...content };
  await commands.execute(new Decide(inboxDecider, { type: 'DeliverNotification', data: notification }, { at: clock.now(), causationId: source.id }));
}
