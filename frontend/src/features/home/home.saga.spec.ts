import { combineReducers } from '@reduxjs/toolkit';
import { startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiClient, ApiError } from '../../platform/api-client';
import { FeaturedCourse, FeaturedTool, HomeApi, createHomeApi, toFeaturedCourses, toFeaturedTools } from './home.api';
import { createHomeSaga } from './home.saga';
import { selectFeaturedCourses, selectFeaturedTools } from './home.selectors';
import { homeActions, homeReducer } from './home.slice';

const reducer = combineReducers({ home: homeReducer });

const course = (slug: string): FeaturedCourse => ({
  id: slug,
  slug,
  title: `Khóa ${slug}`,
  shortDescription: null,
  thumbnailUrl: null,
  instructorName: null,
  categoryName: null,
  level: null,
  lessonsCount: null,
  rating: null,
  reviewsCount: null,
  price: 990000,
  originalPrice: null,
  currency: 'VND',
});
const tool = (slug: string): FeaturedTool => ({ id: slug, slug, name: slug, thumbnailUrl: null, description: null });

function fakeApi(overrides: Partial<HomeApi> = {}): HomeApi & { limits: Record<string, number> } {
  const limits: Record<string, number> = {};
  return {
    limits,
    featuredCourses: async (limit) => {
      limits.courses = limit;
      return [course('facebook-ads'), course('google-ads')];
    },
    featuredTools: async (limit) => {
      limits.tools = limit;
      return [tool('a'), tool('b'), tool('c'), tool('d')];
    },
    ...overrides,
  };
}

const notFound = () => new ApiError('Không tìm thấy', 404, null, null, null);

describe('home saga: featured shelves', () => {
  it('asks for 30 courses and 3 tools when the page opens', async () => {
    const api = fakeApi();
    const harness = startSaga(reducer, createHomeSaga({ api }));
    harness.dispatch(homeActions.homePageOpened());
    expect(selectFeaturedCourses(harness.getState()).status).toBe('loading');
    await harness.waitFor(homeActions.featuredCoursesReceived.type);
    await harness.waitFor(homeActions.featuredToolsReceived.type);

    expect(api.limits).toEqual({ courses: 30, tools: 3 });
    expect(selectFeaturedCourses(harness.getState())).toMatchObject({ status: 'succeeded' });
    expect(dataOf(selectFeaturedCourses(harness.getState()))?.map((c) => c.slug)).toEqual(['facebook-ads', 'google-ads']);
    // A server that ignores the limit still shows three tools.
    expect(dataOf(selectFeaturedTools(harness.getState()))?.map((t) => t.slug)).toEqual(['a', 'b', 'c']);
  });

  it('treats a catalogue that is not deployed yet (404) as an empty shelf', async () => {
    const api = fakeApi({
      featuredCourses: async () => {
        throw notFound();
      },
      featuredTools: async () => {
        throw notFound();
      },
    });
    const harness = startSaga(reducer, createHomeSaga({ api }));
    harness.dispatch(homeActions.homePageOpened());
    await harness.waitFor(homeActions.featuredCoursesReceived.type);
    await harness.waitFor(homeActions.featuredToolsReceived.type);
    expect(harness.getState().home.courses).toEqual({ status: 'succeeded', data: [] });
    expect(harness.getState().home.tools).toEqual({ status: 'succeeded', data: [] });
  });

  it('records other failures per shelf without holding the other back', async () => {
    const api = fakeApi({
      featuredCourses: async () => {
        throw new ApiError('Đã có lỗi xảy ra', 502, null, null, null);
      },
    });
    const harness = startSaga(reducer, createHomeSaga({ api }));
    harness.dispatch(homeActions.homePageOpened());
    await harness.waitFor(homeActions.featuredCoursesFailed.type);
    await harness.waitFor(homeActions.featuredToolsReceived.type);
    expect(harness.getState().home.courses).toMatchObject({ status: 'failed', error: { message: 'Không thể tải danh sách khóa học.' } });
    expect(harness.getState().home.tools.status).toBe('succeeded');
  });
});

describe('home selectors', () => {
  it('read an idle empty shelf while the slice is not registered', () => {
    expect(selectFeaturedCourses({})).toEqual({ status: 'idle' });
    expect(selectFeaturedTools({})).toEqual({ status: 'idle' });
  });
});

describe('home api', () => {
  it('calls GET /courses?limit and GET /tools?limit', async () => {
    const calls: unknown[][] = [];
    const client: ApiClient = {
      request: async <T,>(...args: unknown[]) => {
        calls.push(args);
        return { courses: [], tools: [] } as T;
      },
      call: async () => {
        throw new Error('not used');
      },
    };
    const api = createHomeApi(client);
    await api.featuredCourses(30);
    await api.featuredTools(3);
    expect(calls).toEqual([
      ['get', '/courses', { query: { limit: 30 } }],
      ['get', '/tools', { query: { limit: 3 } }],
    ]);
  });

  it('reads the card fields from a paged answer and skips entries without slug or title', () => {
    const body = {
      courses: [
        {
          _id: 'c1',
          slug: 'facebook-ads',
          title: 'Facebook Ads thực chiến',
          courseThumbnail: 'https://cdn.example.vn/fb.jpg',
          category: { name: 'Quảng cáo' },
          level: 'beginner',
          totalLectures: 24,
          rating: 4.8,
          price: 1290000,
          originalPrice: 2490000,
          currency: 'VND',
          instructorName: 'Nguyễn Văn An',
        },
        { _id: 'c2', title: 'Không có slug' },
        'rác',
      ],
      pagination: { currentPage: 1 },
    };
    expect(toFeaturedCourses(body)).toEqual([
      {
        id: 'c1',
        slug: 'facebook-ads',
        title: 'Facebook Ads thực chiến',
        shortDescription: null,
        thumbnailUrl: 'https://cdn.example.vn/fb.jpg',
        instructorName: 'Nguyễn Văn An',
        categoryName: 'Quảng cáo',
        level: 'beginner',
        lessonsCount: 24,
        rating: 4.8,
        reviewsCount: null,
        price: 1290000,
        originalPrice: 2490000,
        currency: 'VND',
      },
    ]);
    expect(toFeaturedTools({ data: { tools: [{ _id: 't1', slug: 'seeding', name: 'Seeding', thumbnailUrl: null }] } })).toEqual([
      { id: 't1', slug: 'seeding', name: 'Seeding', thumbnailUrl: null, description: null },
    ]);
    expect(toFeaturedCourses(null)).toEqual([]);
  });
});
