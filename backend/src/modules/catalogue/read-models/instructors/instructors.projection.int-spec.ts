import type { SealedData } from '../../../../platform/domain/sealed-data';
import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { GivenEvent } from '../../../../platform/testing/projection-spec';
import { instructorsProjection } from './instructors.projection';
import { INSTRUCTORS_COLLECTION, InstructorRow } from './instructors.read-model';

const joinedAt = '2026-11-20T08:00:00.000Z';
const details = (name: string) => ({ name, email: 'gv@example.vn', phoneNumber: '0912345678', age: 30, avatarUrl: 'https://cdn.example.vn/a.png' });

/** Identity's events as they are recorded: the catalogue reads only what their public contract names. */
const registered = (uid: string, role: string, personal: SealedData): GivenEvent => ({
  type: 'UserAccountRegistered',
  data: { uid, role, personal, emailVerified: true, source: 'admin', registeredBy: 'admin-1', registeredAt: joinedAt },
});
const profileUpdated = (uid: string, personal: SealedData): GivenEvent => ({ type: 'UserProfileUpdated', data: { uid, personal, updatedAt: joinedAt } });
const roleChanged = (uid: string, from: string, to: string): GivenEvent => ({
  type: 'UserRoleChanged',
  data: { uid, from, to, changedBy: 'admin-1', changedAt: joinedAt },
});
const deleted = (uid: string): GivenEvent => ({ type: 'UserAccountDeleted', data: { uid, by: uid, at: joinedAt } });

describe('instructors projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(instructorsProjection);
  });
  afterAll(() => spec.close());

  const row = (id: string, role: InstructorRow['role'], sealed: SealedData, opened: Partial<InstructorRow> = {}): InstructorRow => ({
    id,
    role,
    sealed,
    name: null,
    email: null,
    avatarUrl: null,
    joinedAt,
    ...opened,
  });
  const openedAs = (name: string) => ({ name, email: 'gv@example.vn', avatarUrl: 'https://cdn.example.vn/a.png' });

  it('names an instructor from their sealed details and keeps a student’s sealed', async () => {
    const teacher = await spec.vault.seal('u-teacher', details('Trần Thị Giảng'));
    const learner = await spec.vault.seal('u-learner', details('Lê Văn Học'));
    await spec.givenEvents(registered('u-teacher', 'instructor', teacher), registered('u-learner', 'student', learner)).thenRows(INSTRUCTORS_COLLECTION, [
      row('u-learner', 'student', learner),
      row('u-teacher', 'instructor', teacher, openedAs('Trần Thị Giảng')),
    ]);
  });

  it('names a student once they become an instructor, and keeps the name if they stop', async () => {
    const sealed = await spec.vault.seal('u-promoted', details('Phạm Minh'));
    const promoted = [registered('u-promoted', 'student', sealed), roleChanged('u-promoted', 'student', 'instructor')];
    await spec.givenEvents(...promoted).thenRows(INSTRUCTORS_COLLECTION, [row('u-promoted', 'instructor', sealed, openedAs('Phạm Minh'))]);
    await spec
      .givenEvents(...promoted, roleChanged('u-promoted', 'instructor', 'student'))
      .thenRows(INSTRUCTORS_COLLECTION, [row('u-promoted', 'student', sealed, openedAs('Phạm Minh'))]);
  });

  it('follows profile edits', async () => {
    const first = await spec.vault.seal('u-edit', details('Tên Cũ'));
    const second = await spec.vault.seal('u-edit', details('Tên Mới'));
    await spec
      .givenEvents(registered('u-edit', 'instructor', first), profileUpdated('u-edit', second))
      .thenRows(INSTRUCTORS_COLLECTION, [row('u-edit', 'instructor', second, openedAs('Tên Mới'))]);
  });

  it('drops a deleted account, and opens nothing once its key is forgotten', async () => {
    const gone = await spec.vault.seal('u-gone', details('Đã Xóa'));
    await spec.givenEvents(registered('u-gone', 'instructor', gone), deleted('u-gone')).thenRows(INSTRUCTORS_COLLECTION, []);
    await spec.vault.forget('u-gone');
    await spec.givenEvents(registered('u-gone', 'instructor', gone)).thenRows(INSTRUCTORS_COLLECTION, [row('u-gone', 'instructor', gone)]);
  });

  it('refuses an identity event that breaks its public contract instead of reading half a record', async () => {
    await expect(spec.givenEvents({ type: 'UserRoleChanged', data: { uid: 'u-x', to: 'emperor' } }).thenRows(INSTRUCTORS_COLLECTION, [])).rejects.toThrow();
  });
});
