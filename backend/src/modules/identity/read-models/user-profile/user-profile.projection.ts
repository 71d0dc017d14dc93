import { assertNever } from '../../../../platform/domain/decider';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection, ProjectionTools } from '../../../../platform/projections/projection';
import type { ReadCollection, ReadStore } from '../../../../platform/read-store/read-store.port';
import { PersonalDetails, USER_ACCOUNT_EVENT_TYPES, UserAccountEvent } from '../../domain/user-account/user-account.events';
import { USER_PROFILES_COLLECTION, UserProfileRow } from './user-profile.read-model';

type Rows = ReadCollection<UserProfileRow>;

/**
 * Idempotent: every event sets absolute values. Personal details are opened from their sealed
 * form; once a user is forgotten they open to nothing and the row is not rebuilt.
 */
export const userProfileProjection: Projection = {
  name: 'identity.user-profile.v1',
  handles: USER_ACCOUNT_EVENT_TYPES,
  collections: [USER_PROFILES_COLLECTION],
  guardsAccess: true,
  async apply(recorded: RecordedEvent, store: ReadStore, tools: ProjectionTools) {
    const rows = store.collection<UserProfileRow>(USER_PROFILES_COLLECTION);
    await applyEvent(recorded as unknown as UserAccountEvent, rows, tools);
  },
};

async function applyEvent(event: UserAccountEvent, rows: Rows, tools: ProjectionTools): Promise<void> {
  switch (event.type) {
    case 'UserAccountRegistered': {
      const personal = await tools.openPersonalData<PersonalDetails>(event.data.personal);
      if (!personal) return;
      const { uid, role, emailVerified, registeredAt } = event.data;
      await rows.upsert({
        id: uid,
        ...personal,
        role,
        emailVerified,
        isActive: false,
        firebaseDisabled: false,
        isAffiliate: false,
        affiliateLevel: 1,
        createdAt: registeredAt,
      });
      return;
    }
    case 'UserProfileUpdated': {
      const personal = await tools.openPersonalData<PersonalDetails>(event.data.personal);
      if (personal) await rows.patch(event.data.uid, personal);
      return;
    }
    case 'UserEmailVerified':
      return void (await rows.patch(event.data.uid, { emailVerified: true }));
    case 'UserAccountActivated':
      return void (await rows.patch(event.data.uid, { isActive: true }));
    case 'UserRoleChanged':
      return void (await rows.patch(event.data.uid, { role: event.data.to }));
    case 'UserAffiliateLevelChanged':
      return void (await rows.patch(event.data.uid, { affiliateLevel: event.data.to }));
    case 'UserAccountDisabled':
      return void (await rows.patch(event.data.uid, { firebaseDisabled: true }));
    case 'UserAccountEnabled':
      return void (await rows.patch(event.data.uid, { firebaseDisabled: false }));
    case 'UserPasswordResetSent':
      return;
    case 'UserAccountDeleted':
      return void (await rows.delete(event.data.uid));
    default:
      assertNever(event);
  }
}
