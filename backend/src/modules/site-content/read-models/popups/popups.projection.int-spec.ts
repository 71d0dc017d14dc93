import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { PopupEvent } from '../../domain/popups/popups.events';
import { activated, admin, at, created, deactivated, imageKeyOf, later } from '../../domain/popups/popups.fixtures';
import { popupsProjection } from './popups.projection';
import { PopupRow, POPUPS_COLLECTION } from './popups.read-model';

const row = (id: string, overrides: Partial<PopupRow> = {}): PopupRow => ({
  id,
  title: `Ưu đãi ${id}`,
  imageKey: imageKeyOf(id),
  link: 'https://khoahoc.vn/uu-dai',
  isActive: false,
  createdAt: at,
  updatedAt: at,
  revision: 0,
  ...overrides,
});

describe('popups projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(popupsProjection);
  });
  afterAll(() => spec.close());

  it('lists a new popup switched off, with the revision of its last change', async () => {
    await spec.givenEvents(created('p1')).thenRows(POPUPS_COLLECTION, [row('p1')]);
  });

  it('shows the one active popup: switching another on switched it off', async () => {
    await spec
      .givenEvents(created('p1'), activated('p1'), created('p2'), deactivated('p1', 'p2', later), activated('p2', later))
      .thenRows(POPUPS_COLLECTION, [row('p1', { revision: 3, updatedAt: later }), row('p2', { isActive: true, createdAt: at, updatedAt: later, revision: 4 })]);
  });

  it('keeps the details as edited', async () => {
    const edited: PopupEvent = {
      type: 'PopupEdited',
      data: { popupId: 'p1', title: 'Giảm 50%', imageKey: imageKeyOf('p1', 'ffff'), link: 'http://khoahoc.vn/giam', by: admin, at: later },
    };
    await spec
      .givenEvents(created('p1'), edited)
      .thenRows(POPUPS_COLLECTION, [row('p1', { title: 'Giảm 50%', imageKey: imageKeyOf('p1', 'ffff'), link: 'http://khoahoc.vn/giam', updatedAt: later, revision: 1 })]);
  });

  it('removes a deleted popup', async () => {
    const deleted: PopupEvent = { type: 'PopupDeleted', data: { popupId: 'p1', imageKey: imageKeyOf('p1'), by: admin, at: later } };
    await spec.givenEvents(created('p1'), activated('p1'), created('p2'), deleted).thenRows(POPUPS_COLLECTION, [row('p2', { revision: 2 })]);
  });
});
