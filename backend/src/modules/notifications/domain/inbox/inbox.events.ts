import type { Notification } from '@academy/contracts';
import type { DomainEvent } from '../../../../platform/domain/decider';

export type NotificationKind = Notification['kind'];

/** Texts only, never personal data: the log keeps them after the account is gone. */
export type NotificationDelivered = DomainEvent<
  'NotificationDelivered',
  { notificationId: string; uid: string; kind: NotificationKind; title: string; message: string; link: string | null; createdAt: string }
>;
export type NotificationRead = DomainEvent<'NotificationRead', { notificationId: string; uid: string; readAt: string }>;
export type AllNotificationsRead = DomainEvent<'AllNotificationsRead', { uid: string; notificationIds: string[]; readAt: string }>;
/** The account was deleted: its notifications leave the read models and the inbox takes no more. */
export type InboxCleared = DomainEvent<'InboxCleared', { uid: string; notificationIds: string[]; clearedAt: string }>;

export type InboxEvent = NotificationDelivered | NotificationRead | AllNotificationsRead | InboxCleared;

export const INBOX_EVENT_TYPES = [
  'NotificationDelivered',
  'NotificationRead',
  'AllNotificationsRead',
  'InboxCleared',
] as const satisfies ReadonlyArray<InboxEvent['type']>;
