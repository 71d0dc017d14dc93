import { z } from 'zod';

export const ROLES = ['student', 'instructor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What the signed-in user sees of their own account (spec part 1 section 3, user profile). */
export const userProfileSchema = z.object({
  _id: z.string(),
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  firebaseDisabled: z.boolean(),
  isAffiliate: z.boolean(),
  affiliateLevel: z.number().int(),
  unreadCount: z.number().int(),
  age: z.number().int().nullable(),
  phoneNumber: z.string(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
