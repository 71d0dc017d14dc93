import type { AdminSiteSettings, SiteSettings } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import type { SiteSettingsApi } from './site-settings.api';
import { createSiteSettingsSaga } from './site-settings.saga';
import { siteSettingsActions as actions, siteSettingsReducer } from './site-settings.slice';

const reducer = combineReducers({ siteSettings: siteSettingsReducer });

const settings: SiteSettings = {
  hotline: '0901234567',
  email: 'hotro@hocvien.vn',
  address: '123 Nguyễn Văn Linh, Quận 7, TP. Hồ Chí Minh',
  mapUrl: '',
  website: '',
  facebook: 'https://www.facebook.com/hocvien',
  youtube: '',
  tiktok: '',
  zalo: '',
  companyName: 'Công ty TNHH Học viện',
  businessCode: '0316789012',
  issuedBy: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
  issuedOn: '2021-03-15',
  emailSenderName: '',
};
const site = (version: number, changes: Partial<SiteSettings> = {}): AdminSiteSettings => ({
  settings: { ...settings, ...changes },
  version,
  revision: version - 1,
  updatedAt: '2026-11-24T08:00:00.000Z',
  updatedBy: { uid: 'admin-1', name: 'Quản Trị Viên' },
});

function fakeApi(overrides: Partial<SiteSettingsApi> = {}) {
  const calls = { publicSettings: 0, saves: [] as Array<number | null> };
  const api: SiteSettingsApi = {
    publicSettings: async () => {
      calls.publicSettings += 1;
      return settings;
    },
    forAdmin: async () => site(1),
    history: async (page) => ({ changes: [], pagination: { currentPage: page, totalPages: 1, totalItems: 0, limit: 10 } }),
    save: async (form, revision) => {
      calls.saves.push(revision);
      return { message: 'Đã lưu thông tin học viện.', site: site(2, { hotline: form.hotline.replace(/\s/g, '') }) };
    },
    ...overrides,
  };
  return { api, calls };
}

describe('site settings saga', () => {
  it('loads the public settings once however many blocks ask for them', async () => {
    const { api, calls } = fakeApi();
    const harness = startSaga(reducer, createSiteSettingsSaga({ api, notify: recordingNotifier() }));
    harness.dispatch(actions.siteWanted());
    harness.dispatch(actions.siteWanted());
    await harness.waitFor(actions.siteReceived.type);
    harness.dispatch(actions.siteWanted());
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls.publicSettings).toBe(1);
    expect(dataOf(harness.getState().siteSettings.site)).toEqual(settings);
  });

  it('saves with the revision the admin loaded, and the public blocks show the new settings at once', async () => {
    const { api, calls } = fakeApi();
    const notify = recordingNotifier();
    const harness = startSaga(reducer, createSiteSettingsSaga({ api, notify }));
    harness.dispatch(actions.adminOpened());
    await harness.waitFor(actions.adminReceived.type);
    harness.dispatch(actions.submitted({ ...settings, hotline: '1900 6868' }));
    await harness.waitFor(actions.saved.type);
    expect(calls.saves).toEqual([0]);
    expect(dataOf(harness.getState().siteSettings.site)?.hotline).toBe('19006868');
    expect(dataOf(harness.getState().siteSettings.admin)?.version).toBe(2);
    expect(notify.calls).toEqual([expect.objectContaining({ kind: 'success', message: 'Đã lưu thông tin học viện.' })]);
    await harness.waitFor(actions.historyReceived.type, 2);
  });

  it('on a conflict shows the server text and reloads what the other admin saved', async () => {
    const { api } = fakeApi({
      save: async () => {
        throw new ApiError('Có người vừa sửa.', 409, 'Có người vừa sửa.', 'EDIT_CONFLICT', null);
      },
    });
    const notify = recordingNotifier();
    const harness = startSaga(reducer, createSiteSettingsSaga({ api, notify }));
    harness.dispatch(actions.adminOpened());
    await harness.waitFor(actions.adminReceived.type);
    harness.dispatch(actions.submitted(settings));
    await harness.waitFor(actions.saveFailed.type);
    await harness.waitFor(actions.adminReceived.type, 2);
    expect(harness.getState().siteSettings.submission).toMatchObject({ status: 'failed', error: { message: 'Có người vừa sửa.', code: 'EDIT_CONFLICT' } });
    expect(notify.calls).toEqual([expect.objectContaining({ kind: 'error', message: 'Có người vừa sửa.' })]);
  });
});
