import type { AudienceRole, AudienceRules, Role } from '@academy/contracts';
import { vnDayRange } from '../../../../platform/clock/vietnam-days';
import type { Filter } from '../../../../platform/read-store/read-store.port';

/** Marketing's copy of the role names must stay identity's: this line stops compiling when they part. */
export const ROLES_AGREE: [AudienceRole, Role] extends [Role, AudienceRole] ? true : never = true;

/** The read-store filter of the people the rules match, mailable or not. Every rule given must hold. */
export function matchingFilter(rules: AudienceRules): Filter {
  const filter: Filter = {};
  if (rules.roles.length > 0) filter.role = { $in: [...rules.roles] };
  const registered = vnDayRange({ fromDate: rules.registeredFrom ?? undefined, toDate: rules.registeredTo ?? undefined });
  if (registered) filter.registeredAt = registered;
  if (rules.ownsCourses === 'any') filter.coursesOwned = { $gt: 0 };
  if (rules.ownsCourses === 'none') filter.coursesOwned = 0;
  if (rules.ownsCourses === 'specific') filter.courseIds = { $in: [...rules.courseIds] };
  if (rules.isAffiliate !== null) filter.isAffiliate = rules.isAffiliate;
  if (rules.hasDeposited !== null) filter.hasDeposited = rules.hasDeposited;
  if (rules.hasBonus !== null) filter.bonusBalance = rules.hasBonus ? { $gt: 0 } : { $lte: 0 };
  if (rules.emailVerified !== null) filter.emailVerified = rules.emailVerified;
  return filter;
}

/**
 * The people a campaign with these rules may mail: matching, address verified, opted in to marketing
 * email and not unsubscribed since, account enabled. Null when nobody can be (the rules ask for unverified addresses).
 */
export function mailableFilter(rules: AudienceRules): Filter | null {
  if (rules.emailVerified === false) return null;
  return { ...matchingFilter(rules), emailVerified: true, marketingOptIn: true, unsubscribed: false, disabled: false };
}
