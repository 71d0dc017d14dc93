import type { SealedData } from '../../../../platform/domain/sealed-data';
import { ProjectionSpec, type GivenEvent } from '../../../../platform/testing/projection-spec';
import { buyerContactsProjection } from './buyer-contacts.projection';
import { BUYER_CONTACTS_COLLECTION } from './buyer-contacts.read-model';

const at = '2026-11-20T08:00:00.000Z';
const details = (name: string, email: string) => ({ name, email, phoneNumber: '0912345678', age: 22, avatarUrl: null });

/** Identity's events as recorded: commerce reads only what their public contract names. */
const registered = (uid: string, personal?: SealedData): GivenEvent => ({
  type: 'UserAccountRegistered',
  data: { uid, role: 'student', ...(personal ? { personal } : {}), emailVerified: true, source: 'self', registeredBy: null, registeredAt: at },
});
const profileUpdated = (uid: string, personal: SealedData): GivenEvent => ({ type: 'UserProfileUpdated', data: { uid, personal, updatedAt: at } });
const deleted = (uid: string): GivenEvent => ({ type: 'UserAccountDeleted', data: { uid, by: uid, at } });

describe('buyer contacts projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(buyerContactsProjection);
  });
  afterAll(() => spec.close());

  it('keeps each account’s details sealed, as the latest event carried them', async () => {
    const first = await spec.vault.seal('u-1', details('Lê Văn Học', 'hoc@example.vn'));
    const edited = await spec.vault.seal('u-1', details('Lê Văn Học Giỏi', 'hoc@example.vn'));
    const other = await spec.vault.seal('u-2', details('Trần Thị Mua', 'mua@example.vn'));
    await spec
      .givenEvents(registered('u-1', first), registered('u-2', other), profileUpdated('u-1', edited))
      .thenRows(BUYER_CONTACTS_COLLECTION, [
        { id: 'u-1', personal: edited },
        { id: 'u-2', personal: other },
      ]);
  });

  it('keeps nothing for a registration without details, and drops a deleted account', async () => {
    const sealed = await spec.vault.seal('u-3', details('Phạm Xoá', 'xoa@example.vn'));
    await spec.givenEvents(registered('u-3', sealed), deleted('u-3'), registered('u-4')).thenRows(BUYER_CONTACTS_COLLECTION, []);
  });
});
