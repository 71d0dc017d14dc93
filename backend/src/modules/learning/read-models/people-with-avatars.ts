import type { SealedData } from '../../../platform/domain/sealed-data';
import type { ProjectionContext, ProjectionHandlers } from '../../../platform/projections/define-projection';
import type { ProjectionTools } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { accountEventData, namedPeople, type AccountEvent, type NamedPersonRow } from '../../identity';

/** A person a learning screen shows with their picture: identity's name and email, plus the avatar. */
export type PersonWithAvatarRow = NamedPersonRow & { avatarUrl?: string | null };

/** The details identity seals that learning's screens show besides the name and email. */
interface SealedAvatar {
  avatarUrl?: string | null;
}

async function avatarOf(sealed: SealedData | null, tools: ProjectionTools): Promise<string | null> {
  if (sealed === null) return null;
  return (await tools.openPersonalData<SealedAvatar>(sealed))?.avatarUrl ?? null;
}

/**
 * Identity's `namedPeople` (every account sealed, opened only once learning shows the person) plus
 * the avatar, which the shared helper does not open: a small wrapper opens the sealed details again
 * for shown people, leaving identity's helper and the other modules' people rows as they are. Rows
 * hold ids only, so nothing is renamed; names and pictures are joined when a page is read.
 * Idempotent as the helper is: each event sets absolute values.
 */
export function peopleWithAvatars(collection: string) {
  const names = namedPeople(collection, async () => undefined);
  const rows = (store: ReadStore) => store.collection<PersonWithAvatarRow>(collection, { present: ['shown'] });

  /** After identity's helper kept the person's name and email: their avatar too, once they are shown. */
  async function keepAvatar(store: ReadStore, tools: ProjectionTools, uid: string): Promise<void> {
    const person = await rows(store).get(uid);
    if (person?.shown) await rows(store).patch(uid, { avatarUrl: await avatarOf(person.sealed, tools) });
  }

  /** Opens the person's details, avatar included, the first time learning shows them. */
  async function shown(store: ReadStore, tools: ProjectionTools, uid: string): Promise<void> {
    await names.named(store, tools, uid);
    const person = await rows(store).get(uid);
    if (person?.shown && person.avatarUrl === undefined) await keepAvatar(store, tools, uid);
  }

  const handlers = {
    async UserAccountRegistered(event, context: ProjectionContext) {
      await names.handlers.UserAccountRegistered(event, context);
      await keepAvatar(context.store, context.tools, accountEventData(event.type, event.data).uid);
    },
    async UserProfileUpdated(event, context: ProjectionContext) {
      await names.handlers.UserProfileUpdated(event, context);
      await keepAvatar(context.store, context.tools, accountEventData(event.type, event.data).uid);
    },
    UserAccountDeleted: names.handlers.UserAccountDeleted,
  } satisfies ProjectionHandlers<AccountEvent>;

  return { collection, rows, shown, handlers };
}
