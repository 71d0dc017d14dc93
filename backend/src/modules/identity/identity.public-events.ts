import { ROLES } from '@academy/contracts';
import { z } from 'zod';
import { definePublicEvents, type PublicEvent } from '../../platform/reactions/public-events';
import type { UserAccountEvent } from './domain/user-account/user-account.events';

const uid = z.string().min(1);
const at = z.string().min(1);
/**
 * A person's details as events carry them: sealed with the person's own key. Only a projection may
 * open them (`tools.openPersonalData`); once the person is deleted the key is gone and they open to
 * nothing, in the consumer's rebuilds too.
 */
const sealed = z.object({ sealed: z.literal('aes-256-gcm'), subject: z.string(), iv: z.string(), tag: z.string(), data: z.string() });

/**
 * The identity events other modules may consume, and the fields they may read. A contract: never
 * renamed or narrowed, only extended (a new optional field or a new event type). Personal data
 * stays out in the clear; it crosses only sealed (`personal`), for a read model that must show a
 * person to others (the catalogue shows a course's instructor by name), which drops it when the
 * account is deleted.
 */
export const identityPublicEvents = definePublicEvents<UserAccountEvent>()({
  UserAccountRegistered: z.object({
    uid,
    role: z.enum(ROLES),
    registeredAt: at,
    personal: sealed.optional(),
    referralCode: z.string().optional(),
    // Marketing mails verified addresses only (its audiences), so it needs the verification state.
    emailVerified: z.boolean().optional(),
  }),
  UserEmailVerified: z.object({ uid, verifiedAt: at }),
  UserProfileUpdated: z.object({ uid, personal: sealed, updatedAt: at }),
  UserRoleChanged: z.object({ uid, from: z.enum(ROLES), to: z.enum(ROLES), changedAt: at }),
  UserAffiliateLevelChanged: z.object({ uid, from: z.number().int(), to: z.number().int(), changedAt: at }),
  UserAccountDisabled: z.object({ uid, at }),
  UserAccountEnabled: z.object({ uid, at }),
  UserAccountDeleted: z.object({ uid, at }),
  // Marketing mails only people who opted in (Decree 91/2020); it needs nothing of the consent's versions.
  MarketingEmailConsentChanged: z.object({ uid, subscribed: z.boolean(), source: z.enum(['signup', 'profile', 'unsubscribe-link']), at }),
});

export type IdentityPublicEvent = PublicEvent<typeof identityPublicEvents>;
