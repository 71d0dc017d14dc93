import { defineProjection } from '../../../../platform/projections/define-projection';
import { identityPublicEvents, type IdentityPublicEvent } from '../../../identity';
import { BUYER_CONTACTS_COLLECTION, buyerContactRows } from './buyer-contacts.read-model';

type AccountEvent = Extract<IdentityPublicEvent, { type: 'UserAccountRegistered' | 'UserProfileUpdated' | 'UserAccountDeleted' }>;

/** An event of another module, read as its public contract says (unknown fields dropped). */
function publicData<T extends AccountEvent['type']>(type: T, data: unknown) {
  return identityPublicEvents[type].parse(data) as Extract<AccountEvent, { type: T }>['data'];
}

/**
 * Buyers' sealed details from identity's public events, never opened here. Idempotent: each event
 * sets the row to its own sealed record or removes it, so a replay ends where the first delivery did.
 */
export const buyerContactsProjection = defineProjection<AccountEvent>({
  name: 'commerce.buyer-contacts.v1',
  collections: [BUYER_CONTACTS_COLLECTION],
  handlers: {
    async UserAccountRegistered(event, { store }) {
      const { uid, personal } = publicData(event.type, event.data);
      if (personal) await buyerContactRows(store).upsert({ id: uid, personal });
    },
    async UserProfileUpdated(event, { store }) {
      const { uid, personal } = publicData(event.type, event.data);
      await buyerContactRows(store).upsert({ id: uid, personal });
    },
    async UserAccountDeleted(event, { store }) {
      await buyerContactRows(store).delete(publicData(event.type, event.data).uid);
    },
  },
});
