import { Inject, Injectable, Optional } from '@nestjs/common';
import { PRIVACY_VERSION, TERMS_VERSION, type AdminUser, type UserProfile } from '@academy/contracts';
import type { MaybePromise } from '../../../../platform/async/maybe-promise';
import type { AccountDirectory } from '../../../../platform/auth/principal';
import { DomainError } from '../../../../platform/domain/domain-error';
import { FreshReadCache } from '../../../../platform/projections/fresh-read-cache';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AFFILIATE_MEMBERSHIP, AffiliateMembership } from '../../affiliate-membership.port';
import { UNREAD_NOTIFICATIONS, UnreadNotifications } from '../../unread-notifications.port';
import { USER_PROFILES_COLLECTION, UserProfileRow, userProfileRows } from './user-profile.read-model';

export function toAdminUser({ id, marketingEmails, consent: _consent, ...row }: UserProfileRow): AdminUser {
  return { _id: id, uid: id, ...row, marketingEmails: marketingEmails ?? false };
}

/** Whether the person's latest consent is to the terms and the privacy policy now in force. */
export function consentNeeded({ consent }: Pick<UserProfileRow, 'consent'>): boolean {
  return consent?.termsVersion !== TERMS_VERSION || consent.privacyVersion !== PRIVACY_VERSION;
}

/** Reads profiles: the user's own, and the access guard's view of role and lock. */
@Injectable()
export class UserProfileQuery implements AccountDirectory {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly cache: FreshReadCache,
    @Optional() @Inject(UNREAD_NOTIFICATIONS) private readonly notifications?: UnreadNotifications,
    @Optional() @Inject(AFFILIATE_MEMBERSHIP) private readonly affiliates?: AffiliateMembership,
  ) {}

  get rows() {
    return userProfileRows(this.store);
  }

  async row(uid: string): Promise<UserProfileRow | null> {
    return this.rows.get(uid);
  }

  /** The user as the admin screens show them, after an admin action on them. */
  async adminUser(uid: string): Promise<AdminUser> {
    const row = await this.rows.get(uid);
    if (!row) throw new DomainError('USER_NOT_FOUND', 'not_found');
    return toAdminUser(row);
  }

  async byUid(uid: string): Promise<UserProfile | null> {
    const row = await this.rows.get(uid);
    if (!row) return null;
    const [unreadCount, isAffiliate] = await Promise.all([this.notifications?.unreadCount(uid) ?? 0, this.affiliates?.isAffiliate(uid) ?? row.isAffiliate]);
    return { ...toAdminUser(row), unreadCount, isAffiliate, consentNeeded: consentNeeded(row) };
  }

  /**
   * The access guard's question on every signed-in request, answered from memory until the
   * profile projection moves: a lock or a role change is seen on the next request after the
   * command that made it answered, as when every request read the store.
   */
  find(uid: string): MaybePromise<{ role: UserProfileRow['role']; disabled: boolean } | null> {
    return this.cache.answerNow([USER_PROFILES_COLLECTION], `account:${uid}`, async () => {
      const row = await this.rows.get(uid);
      return row ? { role: row.role, disabled: row.firebaseDisabled } : null;
    });
  }
}
