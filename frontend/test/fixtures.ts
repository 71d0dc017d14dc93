import { AdminUser, ContactSubmission, UserProfile, adminUserSchema } from '@academy/contracts';

/** A contact message as the inbox lists it. */
export function contactSubmission(id: string, overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    _id: id,
    name: `Khách ${id}`,
    email: `${id}@example.vn`,
    phone: '',
    message: 'Xin chào',
    status: 'new',
    createdAt: '2025-03-01T08:00:00.000Z',
    updatedAt: '2025-03-01T08:00:00.000Z',
    revision: 0,
    ...overrides,
  };
}

/** The signed-in user's profile: a verified student unless told otherwise. */
export function userProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    _id: 'p1',
    uid: 'u1',
    name: 'Phạm Học Viên',
    email: 'hv@hocvien.vn',
    role: 'student',
    isActive: true,
    firebaseDisabled: false,
    emailVerified: true,
    isAffiliate: false,
    marketingEmails: false,
    consentNeeded: false,
    affiliateLevel: 1,
    unreadCount: 0,
    age: 30,
    phoneNumber: '0901234567',
    avatarUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A row of the admin user list: a profile without the unread count. */
export function adminUser(id: string, overrides: Partial<AdminUser> = {}): AdminUser {
  const profile = userProfile({ _id: id, uid: `uid-${id}`, name: `Người dùng ${id}`, email: `${id}@hocvien.vn`, age: null, phoneNumber: '' });
  return { ...adminUserSchema.parse(profile), createdAt: '2025-03-01T00:00:00.000Z', ...overrides };
}
