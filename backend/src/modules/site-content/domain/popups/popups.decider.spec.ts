import { foldEvents } from '../../../../platform/domain/decider';
import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { MAX_POPUPS, PopupCommand, popupsDecider } from './popups.decider';
import type { PopupEvent } from './popups.events';
import { activated, admin, at, created, deactivated, imageKeyOf, later } from './popups.fixtures';

const given = deciderSpec(popupsDecider);

const create = (popupId: string, isActive = false): PopupCommand => ({
  type: 'CreatePopup',
  data: { popupId, title: `Ưu đãi ${popupId}`, imageKey: imageKeyOf(popupId), link: 'https://khoahoc.vn/uu-dai', isActive, by: admin, at },
});

const edit = (popupId: string, changes: Partial<{ title: string; imageKey: string | null; link: string; isActive: boolean; expectedRevision: number }> = {}): PopupCommand => ({
  type: 'EditPopup',
  data: { popupId, title: `Ưu đãi ${popupId}`, imageKey: null, link: 'https://khoahoc.vn/uu-dai', isActive: false, by: admin, at: later, ...changes },
});

const remove = (popupId: string): PopupCommand => ({ type: 'DeletePopup', data: { popupId, by: admin, at: later } });

describe('popups decider', () => {
  it('creates a popup switched off', () => {
    given([]).when(create('p1')).then([created('p1')]);
  });

  it('creates an active popup and switches the active one off: at most one popup shows', () => {
    given([created('p1'), activated('p1')])
      .when(create('p2', true))
      .then([created('p2'), deactivated('p1', 'p2'), activated('p2')]);
  });

  it('records nothing when a create is retried, even after the popup was deleted', () => {
    given([created('p1')]).when(create('p1')).then([]);
    given([created('p1'), { type: 'PopupDeleted', data: { popupId: 'p1', imageKey: imageKeyOf('p1'), by: admin, at } }]).when(create('p1')).then([]);
  });

  it(`refuses a popup past ${MAX_POPUPS}`, () => {
    const many = Array.from({ length: MAX_POPUPS }, (_, i) => created(`p${i}`));
    given(many).when(create('one-more')).thenThrows('POPUP_LIMIT_REACHED');
  });

  it('edits the details and keeps the picture when no new one is sent', () => {
    given([created('p1')])
      .when(edit('p1', { title: 'Giảm 50% hôm nay', link: 'http://khoahoc.vn/giam-gia' }))
      .then([{ type: 'PopupEdited', data: { popupId: 'p1', title: 'Giảm 50% hôm nay', imageKey: imageKeyOf('p1'), link: 'http://khoahoc.vn/giam-gia', by: admin, at: later } }]);
  });

  it('replaces the picture when a new one is sent', () => {
    given([created('p1')])
      .when(edit('p1', { imageKey: imageKeyOf('p1', 'ffff') }))
      .then([{ type: 'PopupEdited', data: { popupId: 'p1', title: 'Ưu đãi p1', imageKey: imageKeyOf('p1', 'ffff'), link: 'https://khoahoc.vn/uu-dai', by: admin, at: later } }]);
  });

  it('records nothing for a save that changes nothing', () => {
    given([created('p1'), activated('p1')]).when(edit('p1', { isActive: true })).then([]);
  });

  it('switching a popup on switches the active one off; switching it off leaves none', () => {
    const history = [created('p1'), activated('p1'), created('p2')];
    given(history).when(edit('p2', { isActive: true })).then([deactivated('p1', 'p2', later), activated('p2', later)]);
    given(history).when(edit('p1', { isActive: false })).then([deactivated('p1', null, later)]);
  });

  it('refuses an edit made on a screen older than the popup’s last change (If-Match)', () => {
    // Revisions: 0 created p1, 1 created p2, 2 activated p2 (p1 untouched since revision 0).
    const history = [created('p1'), created('p2'), activated('p2')];
    given(history).when(edit('p2', { title: 'Mới', isActive: true, expectedRevision: 1 })).thenThrows('EDIT_CONFLICT');
    // p1 has not changed since the screen loaded it, though the stream moved on: the edit goes through.
    expect(given(history).when(edit('p1', { title: 'Mới', expectedRevision: 0 })).decided()).toEqual([
      { type: 'PopupEdited', data: { popupId: 'p1', title: 'Mới', imageKey: imageKeyOf('p1'), link: 'https://khoahoc.vn/uu-dai', by: admin, at: later } },
    ]);
  });

  it('refuses to edit or delete a popup that does not exist', () => {
    given([]).when(edit('nope')).thenThrows('POPUP_NOT_FOUND');
    given([]).when(remove('nope')).thenThrows('POPUP_NOT_FOUND');
  });

  it('deletes a popup with its picture named, once', () => {
    const deleted: PopupEvent = { type: 'PopupDeleted', data: { popupId: 'p1', imageKey: imageKeyOf('p1'), by: admin, at: later } };
    given([created('p1'), activated('p1')]).when(remove('p1')).then([deleted]);
    given([created('p1'), deleted]).when(remove('p1')).then([]);
    given([created('p1'), deleted]).when(edit('p1')).thenThrows('POPUP_NOT_FOUND');
  });

  it('folds which popup is active and when each last changed', () => {
    const state = foldEvents(popupsDecider, [created('p1'), activated('p1'), created('p2'), deactivated('p1', 'p2'), activated('p2')]);
    expect(state.activeId).toBe('p2');
    expect(state.popups.p1).toMatchObject({ isActive: false, changedAt: 3 });
    expect(state.popups.p2).toMatchObject({ isActive: true, changedAt: 4 });
    expect(state.version).toBe(5);
  });
});
