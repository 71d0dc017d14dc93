import type { Role } from '@academy/contracts';

/** A user's own profile (/profile) and the role the access guard enforces. */
export interface UserProfileRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  isActive: boolean;
  firebaseDisabled: boolean;
  isAffiliate: boolean;
  affiliateLevel: number;
  unreadCount: number;
  age: number | null;
  phoneNumber: string;
  avatarUrl: string | null;
  createdAt: string;
}

export const USER_PROFILES_COLLECTION = 'identity_user_profiles';
