import { COURSE_ERRORS, courseNotFoundMessage } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { settle, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { CatalogueQuery } from './catalogue-query';
import { CourseCatalogueApi } from './course-catalogue.api';
import { COURSE_PAGE_LOAD_FAILED, createCourseCatalogueSaga, PREVIEW_URL_FAILED } from './course-catalogue.saga';
import { courseCatalogueActions as actions, courseCatalogueReducer } from './course-catalogue.slice';
import { category, courseDetail, coursePage, courseSummary } from './course.fixture';

const reducer = combineReducers({ courseCatalogue: courseCatalogueReducer });

const query = (overrides: Partial<CatalogueQuery> = {}): CatalogueQuery => ({ page: 1, category: null, search: '', ...overrides });
const apiError = (status: number, message: string | null) => new ApiError(message ?? 'Đã có lỗi xảy ra', status, message, null, null);
const networkError = () => new ApiError('Failed to fetch', null, null, null, null);

/** A promise the test settles when it chooses: to put answers out of order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function fakeApi(overrides: Partial<CourseCatalogueApi> = {}): CourseCatalogueApi & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  return {
    sent,
    listCourses: async (q) => {
      sent.push(['listCourses', q]);
      return coursePage([courseSummary(`kq-${q.search || 'all'}-${q.page}`)], q.page, 30);
    },
    getCourse: async (slug) => {
      sent.push(['getCourse', slug]);
      return courseDetail(slug);
    },
    listActiveCategories: async () => {
      sent.push(['listActiveCategories']);
      return [category('quang-cao-facebook', 'Quảng cáo Facebook')];
    },
    previewPlaybackUrl: async (mediaId, courseId) => {
      sent.push(['previewPlaybackUrl', mediaId, courseId]);
      return `https://media.example.vn/${mediaId}.m3u8`;
    },
    ...overrides,
  };
}

function start(api = fakeApi()) {
  const harness = startSaga(reducer, createCourseCatalogueSaga({ api }));
  const state = () => harness.getState().courseCatalogue;
  const slugs = () => dataOf(state().list)?.courses.map((c) => c.slug);
  return { harness, api, state, slugs };
}

describe('course catalogue saga: the list', () => {
  it('loads the asked page and the shown categories when /courses opens', async () => {
    const { harness, api, state, slugs } = start();
    harness.dispatch(actions.catalogueViewed(query({ search: 'quang cao', category: 'quang-cao-facebook', page: 2 })));
    expect(state().list.status).toBe('loading');
    await harness.waitFor(actions.coursesReceived.type);
    await harness.waitFor(actions.categoriesReceived.type);
    expect(api.sent).toEqual([['listCourses', query({ search: 'quang cao', category: 'quang-cao-facebook', page: 2 })], ['listActiveCategories']]);
    expect(slugs()).toEqual(['kq-quang cao-2']);
    expect(dataOf(state().categories)?.map((c) => c.slug)).toEqual(['quang-cao-facebook']);
  });

  it('keeps a query already on screen, loads another with the old cards still shown, and the categories once', async () => {
    const { harness, api, state, slugs } = start();
    harness.dispatch(actions.catalogueViewed(query()));
    await harness.waitFor(actions.coursesReceived.type);
    harness.dispatch(actions.catalogueViewed(query()));
    await settle();
    expect(api.sent.filter(([name]) => name === 'listCourses')).toHaveLength(1);

    harness.dispatch(actions.catalogueViewed(query({ page: 2 })));
    expect(state().list).toMatchObject({ status: 'loading', previous: { courses: [{ slug: 'kq-all-1' }] } });
    await harness.waitFor(actions.coursesReceived.type, 2);
    expect(slugs()).toEqual(['kq-all-2']);
    expect(api.sent.filter(([name]) => name === 'listActiveCategories')).toHaveLength(1);
  });

  it('shows the answer to the latest query when an older one answers last', async () => {
    const slow = deferred<ReturnType<typeof coursePage>>();
    const api = fakeApi({
      listCourses: (q) => (q.search === 'facebook' ? slow.promise : Promise.resolve(coursePage([courseSummary('tiktok-shop')]))),
    });
    const { harness, slugs, state } = start(api);
    harness.dispatch(actions.catalogueViewed(query({ search: 'facebook' })));
    harness.dispatch(actions.catalogueViewed(query({ search: 'tiktok' })));
    await harness.waitFor(actions.coursesReceived.type);
    slow.resolve(coursePage([courseSummary('facebook-ads')]));
    await settle();
    expect(slugs()).toEqual(['tiktok-shop']);
    expect(state().query).toEqual(query({ search: 'tiktok' }));
  });

  it("shows the server's reason, else the spec's text, and loads again on retry", async () => {
    let calls = 0;
    const api = fakeApi({
      listCourses: async () => {
        calls += 1;
        if (calls === 1) throw networkError();
        if (calls === 2) throw apiError(503, 'Hệ thống đang bảo trì.');
        return coursePage([courseSummary('facebook-ads')]);
      },
    });
    const { harness, state, slugs } = start(api);
    harness.dispatch(actions.catalogueViewed(query()));
    await harness.waitFor(actions.coursesLoadFailed.type);
    expect(state().list).toMatchObject({ status: 'failed', error: { message: COURSE_ERRORS.COURSE_LIST_FAILED } });
    harness.dispatch(actions.catalogueRetried());
    await harness.waitFor(actions.coursesLoadFailed.type, 2);
    expect(state().list).toMatchObject({ status: 'failed', error: { message: 'Hệ thống đang bảo trì.' } });
    // Coming back to the same failed query tries again too.
    harness.dispatch(actions.catalogueViewed(query()));
    await harness.waitFor(actions.coursesReceived.type);
    expect(slugs()).toEqual(['facebook-ads']);
  });

  it('hides the filter when the categories fail, and asks again on the next visit', async () => {
    let calls = 0;
    const api = fakeApi({
      listActiveCategories: async () => {
        calls += 1;
        if (calls === 1) throw networkError();
        return [category('seo', 'SEO')];
      },
    });
    const { harness, state } = start(api);
    harness.dispatch(actions.catalogueViewed(query()));
    await harness.waitFor(actions.categoriesLoadFailed.type);
    expect(state().categories.status).toBe('failed');
    harness.dispatch(actions.catalogueViewed(query({ search: 'seo' })));
    await harness.waitFor(actions.categoriesReceived.type);
    expect(dataOf(state().categories)?.map((c) => c.slug)).toEqual(['seo']);
  });
});

describe('course catalogue saga: the course page', () => {
  it('loads a course by its slug, and never shows the previous course while the next loads', async () => {
    const { harness, state } = start();
    harness.dispatch(actions.coursePageViewed('facebook-ads'));
    await harness.waitFor(actions.courseReceived.type);
    expect(dataOf(state().page.course)?.slug).toBe('facebook-ads');
    harness.dispatch(actions.coursePageViewed('tiktok-shop'));
    expect(state().page).toEqual({ slug: 'tiktok-shop', course: { status: 'loading' }, notFound: false });
    await harness.waitFor(actions.courseReceived.type, 2);
    expect(dataOf(state().page.course)?.slug).toBe('tiktok-shop');
  });

  it("tells an unknown slug (the server's 404 text) from a failed load (the fallback, to retry)", async () => {
    const missing = courseNotFoundMessage('khong-co');
    const api = fakeApi({ getCourse: async (slug) => Promise.reject(slug === 'khong-co' ? apiError(404, missing) : networkError()) });
    const { harness, state } = start(api);
    harness.dispatch(actions.coursePageViewed('khong-co'));
    await harness.waitFor(actions.courseLoadFailed.type);
    expect(state().page).toMatchObject({ notFound: true, course: { status: 'failed', error: { message: missing } } });
    harness.dispatch(actions.coursePageViewed('mat-mang'));
    await harness.waitFor(actions.courseLoadFailed.type, 2);
    expect(state().page).toMatchObject({ slug: 'mat-mang', notFound: false, course: { status: 'failed', error: { message: COURSE_PAGE_LOAD_FAILED } } });
  });
});

describe('course catalogue saga: the free preview', () => {
  const preview = courseDetail('facebook-ads').curriculum[0].lectures[0];

  it('asks the media module for a playback address for the lecture and the course', async () => {
    const { harness, api, state } = start();
    harness.dispatch(actions.previewOpened({ courseId: 'id-facebook-ads', lecture: preview }));
    expect(state().preview.playback.status).toBe('loading');
    await harness.waitFor(actions.previewUrlReceived.type);
    expect(api.sent).toEqual([['previewPlaybackUrl', 'm1', 'id-facebook-ads']]);
    expect(state().preview).toMatchObject({ lecture: { _id: 'l1' }, playback: { status: 'succeeded', data: 'https://media.example.vn/m1.m3u8' } });
  });

  it('falls back to the spec text when the server gives no reason', async () => {
    const { harness, state } = start(fakeApi({ previewPlaybackUrl: async () => Promise.reject(apiError(404, null)) }));
    harness.dispatch(actions.previewOpened({ courseId: 'id-facebook-ads', lecture: preview }));
    await harness.waitFor(actions.previewFailed.type);
    expect(state().preview.playback).toMatchObject({ status: 'failed', error: { message: PREVIEW_URL_FAILED } });
  });

  it('drops the answer once the player is closed', async () => {
    const slow = deferred<string>();
    const { harness, state } = start(fakeApi({ previewPlaybackUrl: () => slow.promise }));
    harness.dispatch(actions.previewOpened({ courseId: 'id-facebook-ads', lecture: preview }));
    await settle();
    harness.dispatch(actions.previewClosed());
    slow.resolve('https://media.example.vn/late.m3u8');
    await settle();
    expect(harness.types()).not.toContain(actions.previewUrlReceived.type);
    expect(state().preview).toEqual({ lecture: null, courseId: null, playback: { status: 'idle' } });
  });
});
