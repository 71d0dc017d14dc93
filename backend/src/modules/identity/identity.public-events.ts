import { ROLES } from '@academy/contracts';
import { z } from 'zod';
import { definePublicEvents, type PublicEvent } from '../../platform/reactions/public-events';
import type { UserAccountEvent } from './domain/user-account/user-account.events';

const uid = z.string().min(1);
const at = z.string().min(1);

/**
 * The identity events other modules may consume, and the fields they may read. A contract: never
 * renamed or narrowed, only extended (a new optional field or a new event type). Personal data
 * stays out, sealed or not: consumers ask the query side for it.
 */
export const identityPublicEvents = definePublicEvents<UserAccountEvent>()({
  UserAccountRegistered: z.object({ uid, role: z.enum(ROLES), registeredAt: at }),
  UserRoleChanged: z.object({ uid, from: z.enum(ROLES), to: z.enum(ROLES), changedAt: at }),
  UserAffiliateLevelChanged: z.object({ uid, from: z.number().int(), to: z.number().int(), changedAt: at }),
  UserAccountDisabled: z.object({ uid, at }),
  UserAccountEnabled: z.object({ uid, at }),
  UserAccountDeleted: z.object({ uid, at }),
});

export type IdentityPublicEvent = PublicEvent<typeof identityPublicEvents>;
