import type { ProjectionTools } from '../../../../platform/projections/projection';
import { defineProjection } from '../../../../platform/projections/define-projection';
import type { SealedData } from '../../../../platform/domain/sealed-data';
import { identityPublicEvents, type IdentityPublicEvent } from '../../../identity';
import { authorsCourses, INSTRUCTORS_COLLECTION, InstructorRow, instructorRows, PublicProfile } from './instructors.read-model';

type AccountEvent = Extract<IdentityPublicEvent, { type: 'UserAccountRegistered' | 'UserProfileUpdated' | 'UserRoleChanged' | 'UserAccountDeleted' }>;

/** An event of another module, read as its public contract says (unknown fields dropped; a broken one stalls this projection, visibly). */
function publicData<T extends AccountEvent['type']>(type: T, data: unknown) {
  return identityPublicEvents[type].parse(data) as Extract<AccountEvent, { type: T }>['data'];
}

type Opened = Pick<InstructorRow, 'name' | 'email' | 'avatarUrl'>;
const NOT_OPENED: Opened = { name: null, email: null, avatarUrl: null };

/** The details of a course author; nothing for anyone else, and nothing once the person is forgotten. */
async function openedFor(role: InstructorRow['role'], sealed: SealedData | null, tools: ProjectionTools): Promise<Opened> {
  if (!authorsCourses(role) || sealed === null) return NOT_OPENED;
  const profile = await tools.openPersonalData<PublicProfile>(sealed);
  return profile ? { name: profile.name, email: profile.email, avatarUrl: profile.avatarUrl ?? null } : NOT_OPENED;
}

/**
 * Instructors from identity's public events. Idempotent: every event sets absolute values from its
 * own data (a registration replaces the row, later events patch it), so a replay ends where the
 * first delivery did.
 */
export const instructorsProjection = defineProjection<AccountEvent>({
  name: 'catalogue.instructors.v1',
  collections: [INSTRUCTORS_COLLECTION],
  handlers: {
    async UserAccountRegistered(event, { store, tools }) {
      const { uid, role, registeredAt, personal } = publicData(event.type, event.data);
      const sealed = personal ?? null;
      await instructorRows(store).upsert({ id: uid, role, sealed, ...(await openedFor(role, sealed, tools)), joinedAt: registeredAt });
    },
    async UserProfileUpdated(event, { store, tools }) {
      const { uid, personal } = publicData(event.type, event.data);
      const row = await instructorRows(store).get(uid);
      if (row) await instructorRows(store).patch(uid, { sealed: personal, ...(await openedFor(row.role, personal, tools)) });
    },
    async UserRoleChanged(event, { store, tools }) {
      const { uid, to } = publicData(event.type, event.data);
      const row = await instructorRows(store).get(uid);
      if (!row) return;
      // A former instructor keeps their name: their courses still show it.
      const opened = authorsCourses(to) ? await openedFor(to, row.sealed, tools) : {};
      await instructorRows(store).patch(uid, { role: to, ...opened });
    },
    async UserAccountDeleted(event, { store }) {
      await instructorRows(store).delete(publicData(event.type, event.data).uid);
    },
  },
});
