import { assertNever } from '../../../../platform/domain/decider';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { USER_ACCOUNT_EVENT_TYPES, UserAccountEvent } from '../../domain/user-account/user-account.events';
import { USER_PROFILES_COLLECTION, UserProfileRow } from './user-profile.read-model';

export const userProfileProjection: Projection = {
  name: 'identity.user-profile.v1',
  handles: USER_ACCOUNT_EVENT_TYPES,
  collections: [USER_PROFILES_COLLECTION],
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const profiles = store.collection<UserProfileRow>(USER_PROFILES_COLLECTION);
    const event = { type: recorded.type, data: recorded.data } as UserAccountEvent;
    switch (event.type) {
      case 'UserAccountRegistered': {
        const { uid, role, personal, registeredAt } = event.data;
        await profiles.upsert({
          id: uid,
          ...personal,
          role,
          isActive: true,
          firebaseDisabled: false,
          isAffiliate: false,
          affiliateLevel: 1,
          unreadCount: 0,
          avatarUrl: null,
          createdAt: registeredAt,
        });
        return;
      }
      case 'UserRoleChanged':
        await profiles.patch(event.data.uid, { role: event.data.to });
        return;
      default:
        assertNever(event);
    }
  },
};
