import type { DomainEvent } from '../../../../platform/domain/decider';

export type DiscountType = 'percentage' | 'fixed_amount';
export type DiscountScope = 'all' | 'specific_courses' | 'specific_tools';

/** What the admin sets on a code; the same form creates and edits it. */
export interface DiscountTerms {
  type: DiscountType;
  /** Percent 1..100 for `percentage`; whole VND above 0 for `fixed_amount`. */
  value: number;
  /** No use from this instant on; null for never. */
  expiresAt: string | null;
  /** Uses at most, counting orders still waiting for payment; null for no limit. */
  usageLimit: number | null;
  appliesTo: DiscountScope;
  /** Course ids, when `appliesTo` is `specific_courses`; empty otherwise. */
  applicableCourses: string[];
  /** Tool plan ids, when `appliesTo` is `specific_tools`; empty otherwise. */
  applicableTools: string[];
}

type OnCode = { code: string; discountCodeId: string };
type ByAdmin = { by: string; at: string };

export type DiscountCodeCreated = DomainEvent<'DiscountCodeCreated', OnCode & DiscountTerms & ByAdmin>;
/** The terms as they now stand: reservations already made keep the amount they were given. */
export type DiscountCodeEdited = DomainEvent<'DiscountCodeEdited', OnCode & DiscountTerms & ByAdmin>;
export type DiscountCodeActivated = DomainEvent<'DiscountCodeActivated', OnCode & ByAdmin>;
export type DiscountCodeDeactivated = DomainEvent<'DiscountCodeDeactivated', OnCode & ByAdmin>;
/** Erased: only ever a code no order named, so nothing refers to it. */
export type DiscountCodeDeleted = DomainEvent<'DiscountCodeDeleted', OnCode & ByAdmin>;
/** A checkout holds one use for its order: the amount it computed, in whole VND. */
export type DiscountReserved = DomainEvent<'DiscountReserved', OnCode & { orderId: string; eligibleSubtotal: number; amount: number; at: string }>;
/** The order was paid: the held use is spent for good. */
export type DiscountUseConfirmed = DomainEvent<'DiscountUseConfirmed', OnCode & { orderId: string; at: string }>;
/** The order expired or was cancelled: the held use is free again. */
export type DiscountReleased = DomainEvent<'DiscountReleased', OnCode & { orderId: string; at: string }>;

export type DiscountCodeEvent =
  | DiscountCodeCreated
  | DiscountCodeEdited
  | DiscountCodeActivated
  | DiscountCodeDeactivated
  | DiscountCodeDeleted
  | DiscountReserved
  | DiscountUseConfirmed
  | DiscountReleased;

export const DISCOUNT_CODE_EVENT_TYPES = [
  'DiscountCodeCreated',
  'DiscountCodeEdited',
  'DiscountCodeActivated',
  'DiscountCodeDeactivated',
  'DiscountCodeDeleted',
  'DiscountReserved',
  'DiscountUseConfirmed',
  'DiscountReleased',
] as const satisfies ReadonlyArray<DiscountCodeEvent['type']>;
