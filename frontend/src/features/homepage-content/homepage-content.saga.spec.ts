import { AdminHomepage, DEFAULT_HERO, ERROR_MESSAGES, HOMEPAGE_MESSAGES, HomepageHistoryResponse } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { createPickedFiles } from '../../lib/picked-files';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import type { HomepageContentApi } from './homepage-content.api';
import { createHomepageContentSaga } from './homepage-content.saga';
import { selectEditedHomepage, selectHomepageHistory } from './homepage-content.selectors';
import { homepageContentActions as actions, homepageContentReducer } from './homepage-content.slice';

const reducer = combineReducers({ homepageContent: homepageContentReducer });

const homepage = (version: number, overrides: Partial<AdminHomepage> = {}): AdminHomepage => ({
  hero: DEFAULT_HERO,
  heroEdited: false,
  featuredCourseIds: null,
  testimonials: [],
  instructors: [],
  version,
  revision: version === 0 ? null : version - 1,
  updatedAt: null,
  updatedBy: null,
  ...overrides,
});
const history = (page: number): HomepageHistoryResponse => ({ versions: [], pagination: { currentPage: page, totalPages: 1, totalItems: 0, limit: 10 } });

function fakeApi(overrides: Partial<HomepageContentApi> = {}): HomepageContentApi & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    homepage: async () => homepage(2),
    courses: async () => [{ _id: 'c1', title: 'Quảng cáo Facebook', slug: 'quang-cao-facebook', price: 499_000 }],
    history: async (page) => {
      calls.push(['history', page]);
      return history(page);
    },
    saveHero: async (form, image, revision) => {
      calls.push(['saveHero', form, image, revision]);
      return { message: HOMEPAGE_MESSAGES.heroSaved, homepage: homepage(3, { heroEdited: true }) };
    },
    saveFeatured: async (courseIds, revision) => {
      calls.push(['saveFeatured', courseIds, revision]);
      return { message: HOMEPAGE_MESSAGES.featuredSaved, homepage: homepage(3, { featuredCourseIds: courseIds }) };
    },
    saveTestimonials: async (items, photos, revision) => {
      calls.push(['saveTestimonials', items, photos, revision]);
      return { message: HOMEPAGE_MESSAGES.testimonialsSaved, homepage: homepage(3, { testimonials: items.map((t) => ({ name: t.name, role: t.role ?? '', quote: t.quote, videoId: t.videoId ?? null, photoUrl: photos.has(0) ? '/files/public/site-content/people/person-ab-480.webp' : null })) }) };
    },
    saveInstructors: async (items, photos, revision) => {
      calls.push(['saveInstructors', items, photos, revision]);
      return { message: HOMEPAGE_MESSAGES.instructorsSaved, homepage: homepage(3) };
    },
    restore: async (version, revision) => {
      calls.push(['restore', version, revision]);
      return { message: HOMEPAGE_MESSAGES.restored, homepage: homepage(3) };
    },
    ...overrides,
  };
}

async function opened(api: HomepageContentApi) {
  const notify = recordingNotifier();
  const files = createPickedFiles();
  const harness = startSaga(reducer, createHomepageContentSaga({ api, notify, files }));
  harness.dispatch(actions.editorOpened());
  await harness.waitFor(actions.homepageReceived.type);
  await harness.waitFor(actions.coursesReceived.type);
  await harness.waitFor(actions.historyReceived.type);
  return { harness, notify, files };
}

const heroForm = { badge: '', title: 'Học marketing mùa hè', typingPhrases: [], subtitle: '', buttonText: 'Đăng ký', buttonLink: '/courses', removeImage: false };

describe('homepage content saga: /admin/edit', () => {
  it('loads the page, the courses and the first page of history together', async () => {
    const { harness } = await opened(fakeApi());
    expect(dataOf(selectEditedHomepage(harness.getState()))?.version).toBe(2);
    expect(harness.getState().homepageContent.courses.status).toBe('succeeded');
    expect(dataOf(selectHomepageHistory(harness.getState()))?.pagination.currentPage).toBe(1);
  });

  it('saves the hero with its picture against the revision shown, then reloads the history', async () => {
    const api = fakeApi();
    const { harness, notify, files } = await opened(api);
    const image = new Blob(['png'], { type: 'image/png' });
    const imageKey = files.keep(image);
    harness.dispatch(actions.heroSubmitted({ form: heroForm, imageKey }));
    await harness.waitFor(actions.heroSaved.type);
    await harness.waitFor(actions.historyReceived.type, 2);
    expect(api.calls).toEqual([['history', 1], ['saveHero', heroForm, image, 1], ['history', 1]]);
    expect(files.get(imageKey)).toBeUndefined();
    expect(dataOf(selectEditedHomepage(harness.getState()))?.version).toBe(3);
    expect(notify.calls).toEqual([{ kind: 'success', message: HOMEPAGE_MESSAGES.heroSaved, options: { area: 'admin' } }]);
  });

  it('saves the testimonials in order with each new photo at its index, then lets the photos go', async () => {
    const api = fakeApi();
    const { harness, notify, files } = await opened(api);
    const photo = new Blob(['png'], { type: 'image/png' });
    const photoKey = files.keep(photo);
    const items = [
      { name: 'Chị Ngọc Lan', role: 'Chủ shop', quote: 'Đơn hàng tăng gấp đôi.', videoId: null, photoUrl: null },
      { name: 'Anh Quốc Huy', role: '', quote: 'Tự tối ưu quảng cáo.', videoId: 'dQw4w9WgXcQ', photoUrl: '/files/public/site-content/people/person-cd-480.webp' },
    ];
    harness.dispatch(actions.testimonialsSubmitted({ items, photoKeys: [photoKey, null] }));
    await harness.waitFor(actions.testimonialsSaved.type);
    await harness.waitFor(actions.historyReceived.type, 2);
    expect(api.calls).toEqual([['history', 1], ['saveTestimonials', items, new Map([[0, photo]]), 1], ['history', 1]]);
    expect(files.get(photoKey)).toBeUndefined();
    expect(dataOf(selectEditedHomepage(harness.getState()))?.testimonials.map((t) => t.name)).toEqual(['Chị Ngọc Lan', 'Anh Quốc Huy']);
    expect(harness.getState().homepageContent.testimonialsSubmission.status).toBe('succeeded');
    expect(notify.calls).toEqual([{ kind: 'success', message: HOMEPAGE_MESSAGES.testimonialsSaved, options: { area: 'admin' } }]);
  });

  it('keeps the picked photos and shows the refusal when the instructors cannot be saved', async () => {
    const refusal = new ApiError(ERROR_MESSAGES.HOMEPAGE_PHOTO_UNKNOWN, 400, ERROR_MESSAGES.HOMEPAGE_PHOTO_UNKNOWN, 'HOMEPAGE_PHOTO_UNKNOWN', null);
    const { harness, notify, files } = await opened(fakeApi({ saveInstructors: async () => Promise.reject(refusal) }));
    const photoKey = files.keep(new Blob(['png'], { type: 'image/png' }));
    harness.dispatch(actions.instructorsSubmitted({ items: [{ name: 'Trần Minh Đức', title: '', bio: '', photoUrl: null }], photoKeys: [photoKey] }));
    await harness.waitFor(actions.instructorsSaveFailed.type);
    expect(harness.getState().homepageContent.instructorsSubmission.status).toBe('failed');
    expect(files.get(photoKey)).toBeDefined();
    expect(notify.calls).toEqual([{ kind: 'error', message: ERROR_MESSAGES.HOMEPAGE_PHOTO_UNKNOWN, options: { area: 'admin' } }]);
  });

  it('saves the featured courses in order, and restores a version after confirmation', async () => {
    const api = fakeApi();
    const { harness } = await opened(api);
    harness.dispatch(actions.featuredSubmitted(['c2', 'c1']));
    await harness.waitFor(actions.featuredSaved.type);
    harness.dispatch(actions.restoreRequested({ version: 1, label: 'Sửa phần Hero' }));
    harness.dispatch(actions.restoreConfirmed());
    await harness.waitFor(actions.restored.type);
    expect(api.calls.filter((call) => call[0] !== 'history')).toEqual([
      ['saveFeatured', ['c2', 'c1'], 1],
      ['restore', 1, 2],
    ]);
    expect(harness.getState().homepageContent.restore.version).toBeNull();
  });

  it('on a conflict tells the admin and reloads the page and its history', async () => {
    const conflict = new ApiError(ERROR_MESSAGES.EDIT_CONFLICT, 409, ERROR_MESSAGES.EDIT_CONFLICT, 'EDIT_CONFLICT', null);
    const { harness, notify } = await opened(fakeApi({ saveFeatured: async () => Promise.reject(conflict) }));
    harness.dispatch(actions.featuredSubmitted(null));
    await harness.waitFor(actions.featuredSaveFailed.type);
    await harness.waitFor(actions.homepageReceived.type, 2);
    expect(harness.getState().homepageContent.featuredSubmission).toMatchObject({ status: 'failed', error: { code: 'EDIT_CONFLICT' } });
    expect(notify.calls).toEqual([{ kind: 'error', message: ERROR_MESSAGES.EDIT_CONFLICT, options: { area: 'admin' } }]);
  });

  it('shows the Vietnamese fallback when the page cannot load', async () => {
    const notify = recordingNotifier();
    const api = fakeApi({ homepage: async () => Promise.reject(new ApiError('Đã có lỗi xảy ra', 502, null, null, null)) });
    const harness = startSaga(reducer, createHomepageContentSaga({ api, notify, files: createPickedFiles() }));
    harness.dispatch(actions.editorOpened());
    await harness.waitFor(actions.homepageFailed.type);
    expect(selectEditedHomepage(harness.getState())).toMatchObject({ status: 'failed', error: { message: HOMEPAGE_MESSAGES.loadFailed } });
  });
});
