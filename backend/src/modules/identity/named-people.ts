import type { SealedData } from '../../platform/domain/sealed-data';
import type { ProjectionContext, ProjectionHandlers } from '../../platform/projections/define-projection';
import type { ProjectionTools } from '../../platform/projections/projection';
import type { Filter, ReadCollection, ReadDocument, ReadStore } from '../../platform/read-store/read-store.port';
import { identityPublicEvents, type IdentityPublicEvent } from './identity.public-events';

/** A person as another module's admin screen names them; both null once the account is deleted. */
export interface PersonName {
  name: string | null;
  email: string | null;
}

/** What a module reads of a person's sealed details. */
interface SealedDetails {
  name: string;
  email: string;
}

/**
 * A module's copy of every account's sealed details, opened only for the people that module shows
 * (once they order, once money moves in their wallet), so it holds in the clear the names of its
 * own customers and of no one else.
 */
export interface NamedPersonRow {
  /** The user's uid. */
  id: string;
  sealed: SealedData | null;
  /** True once the module shows the person: from then on their details are kept open. */
  shown: boolean;
  name: string | null;
  email: string | null;
}

export type AccountEvent = Extract<IdentityPublicEvent, { type: 'UserAccountRegistered' | 'UserProfileUpdated' | 'UserAccountDeleted' }>;

/** Identity's event read as its public contract says: unknown fields dropped, a broken one stalls the projection visibly. */
export function accountEventData<T extends AccountEvent['type']>(type: T, data: unknown) {
  return identityPublicEvents[type].parse(data) as Extract<AccountEvent, { type: T }>['data'];
}

export const NAMELESS: PersonName = { name: null, email: null };

async function opened(sealed: SealedData | null, tools: ProjectionTools): Promise<PersonName> {
  if (sealed === null) return NAMELESS;
  const details = await tools.openPersonalData<SealedDetails>(sealed);
  return details ? { name: details.name, email: details.email } : NAMELESS;
}

/** Copies a person's name onto every row of theirs the module shows (after a profile edit or a deletion). */
export type RenameRowsOf = (store: ReadStore, uid: string, person: PersonName) => Promise<void>;

/** Sets `fields` on every row matching `filter`, a page at a time (a person may have thousands of rows). */
export async function patchEvery<T extends ReadDocument>(rows: ReadCollection<T>, filter: Filter, fields: Partial<Omit<T, 'id'>>): Promise<void> {
  const PAGE = 500;
  for (let page = 1; ; page += 1) {
    const { items } = await rows.find({ filter, sort: [{ field: 'id', direction: 'asc' }], page, limit: PAGE });
    for (const row of items) await rows.patch(row.id, fields);
    if (items.length < PAGE) return;
  }
}

/**
 * Names people in a module's read model from identity's sealed details, following profile edits
 * and deletions. Spread `handlers` into the projection (which lists `collection` among its own),
 * call `named` when a person first appears on a row, and `rows` on the query side. Idempotent:
 * every event sets absolute values, so a replay ends where the first delivery did.
 */
export function namedPeople(collection: string, renameRowsOf: RenameRowsOf) {
  const rows = (store: ReadStore) => store.collection<NamedPersonRow>(collection, { present: ['shown'] });

  /** The person's name and email, opened now if this is the first time the module shows them. */
  async function named(store: ReadStore, tools: ProjectionTools, uid: string): Promise<PersonName> {
    const person = await rows(store).get(uid);
    if (!person) return NAMELESS;
    if (person.shown) return { name: person.name, email: person.email };
    const details = await opened(person.sealed, tools);
    await rows(store).patch(uid, { shown: true, ...details });
    return details;
  }

  const handlers: ProjectionHandlers<AccountEvent> = {
    async UserAccountRegistered(event, { store, tools }: ProjectionContext) {
      const { uid, personal } = accountEventData(event.type, event.data);
      const previous = await rows(store).get(uid);
      const sealed = personal ?? null;
      // On a replay the person may have been shown already: keep their details open.
      const shown = previous?.shown ?? false;
      await rows(store).upsert({ id: uid, sealed, shown, ...(shown ? await opened(sealed, tools) : NAMELESS) });
    },
    async UserProfileUpdated(event, { store, tools }: ProjectionContext) {
      const { uid, personal } = accountEventData(event.type, event.data);
      const person = await rows(store).get(uid);
      if (!person) return;
      if (!person.shown) {
        await rows(store).patch(uid, { sealed: personal });
        return;
      }
      const details = await opened(personal, tools);
      await rows(store).patch(uid, { sealed: personal, ...details });
      await renameRowsOf(store, uid, details);
    },
    async UserAccountDeleted(event, { store }: ProjectionContext) {
      const { uid } = accountEventData(event.type, event.data);
      await rows(store).delete(uid);
      await renameRowsOf(store, uid, NAMELESS);
    },
  };

  return { collection, rows, named, handlers };
}
