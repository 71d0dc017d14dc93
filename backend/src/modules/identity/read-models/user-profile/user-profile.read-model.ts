import type { Role } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/**
 * A user's profile: what /profile shows, what admins list, and the role the access guard enforces.
 * `isActive` turns true at the first sign-in; `firebaseDisabled` is the admin's lock.
 */
export interface UserProfileRow {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  age: number | null;
  avatarUrl: string | null;
  role: Role;
  isActive: boolean;
  firebaseDisabled: boolean;
  emailVerified: boolean;
  isAffiliate: boolean;
  affiliateLevel: number;
  createdAt: string;
  /** Their opt-in to marketing email; absent on rows written before it existed (read as off). */
  marketingEmails?: boolean;
  /** The latest consent to the terms and the privacy policy (the versions agreed to, and when); null when never asked. */
  consent?: { termsVersion: string; privacyVersion: string; at: string } | null;
}

export const USER_PROFILES_COLLECTION = 'identity_user_profiles';

/** Profiles by uid, and the admin's user list (newest first, by role); every handle opens it here. */
export const userProfileRows = (store: ReadStore) =>
  store.collection<UserProfileRow>(USER_PROFILES_COLLECTION, {
    present: ['role', 'createdAt'],
    indexes: [[{ field: 'createdAt', direction: 'desc' }], ['role', { field: 'createdAt', direction: 'desc' }], ['email']],
  });
