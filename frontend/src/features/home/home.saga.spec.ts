import { DEFAULT_HERO, HeroContent, HomeCourseCard, ToolSummary } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiClient, ApiError } from '../../platform/api-client';
import { FeaturedCourse, FeaturedTool, HomeApi, createHomeApi, toFeaturedTool } from './home.api';
import { createHomeSaga } from './home.saga';
import { selectFeaturedCourses, selectFeaturedTools, selectHero } from './home.selectors';
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

const lan = { name: 'Chị Ngọc Lan', role: 'Chủ shop mỹ phẩm', quote: 'Đơn hàng tăng gấp đôi.', photoUrl: null, videoId: null };
const editedHero: HeroContent = { ...DEFAULT_HERO, title: 'Học marketing mùa hè', typingPhrases: [], imageUrl: '/files/public/site-content/hero/hero-ab-1200.webp' };

function fakeApi(overrides: Partial<HomeApi> = {}): HomeApi & { limits: Record<string, number> } {
  const limits: Record<string, number> = {};
  return {
    limits,
    homepage: async () => ({ hero: editedHero, courses: [course('facebook-ads'), course('google-ads')], testimonials: [lan], instructors: [], publishedCoursesCount: 2 }),
    featuredTools: async (limit) => {
      limits.tools = limit;
      return [tool('a'), tool('b'), tool('c'), tool('d')];
    },
    ...overrides,
  };
}

const notFound = () => new ApiError('Không tìm thấy', 404, null, null, null);

describe('home saga: featured shelves', () => {
  it('loads the edited hero, the featured courses and 3 tools when the page opens', async () => {
    const api = fakeApi();
    const harness = startSaga(reducer, createHomeSaga({ api }));
    harness.dispatch(homeActions.homePageOpened());
    expect(selectFeaturedCourses(harness.getState()).status).toBe('loading');
    // No built-in texts while the edited ones are on their way.
    expect(selectHero(harness.getState())).toBeNull();
    await harness.waitFor(homeActions.featuredCoursesReceived.type);
    await harness.waitFor(homeActions.featuredToolsReceived.type);

    expect(api.limits).toEqual({ tools: 3 });
    expect(selectHero(harness.getState())).toEqual(editedHero);
    expect(selectFeaturedCourses(harness.getState())).toMatchObject({ status: 'succeeded' });
    expect(dataOf(selectFeaturedCourses(harness.getState()))?.map((c) => c.slug)).toEqual(['facebook-ads', 'google-ads']);
    // A server that ignores the limit still shows three tools.
    expect(dataOf(selectFeaturedTools(harness.getState()))?.map((t) => t.slug)).toEqual(['a', 'b', 'c']);
  });

  it('treats a catalogue that is not deployed yet (404) as an empty shelf under the built-in hero', async () => {
    const api = fakeApi({
      homepage: async () => {
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
    expect(selectHero(harness.getState())).toEqual(DEFAULT_HERO);
  });

  it('records other failures per shelf without holding the other back, and shows the built-in hero', async () => {
    const api = fakeApi({
      homepage: async () => {
        throw new ApiError('Đã có lỗi xảy ra', 502, null, null, null);
      },
    });
    const harness = startSaga(reducer, createHomeSaga({ api }));
    harness.dispatch(homeActions.homePageOpened());
    await harness.waitFor(homeActions.featuredCoursesFailed.type);
    await harness.waitFor(homeActions.featuredToolsReceived.type);
    expect(harness.getState().home.courses).toMatchObject({ status: 'failed', error: { message: 'Không thể tải danh sách khóa học.' } });
    expect(harness.getState().home.tools.status).toBe('succeeded');
    expect(selectHero(harness.getState())).toEqual(DEFAULT_HERO);
  });
});

describe('home selectors', () => {
  it('read an idle empty shelf while the slice is not registered', () => {
    expect(selectFeaturedCourses({})).toEqual({ status: 'idle' });
    expect(selectHero({})).toBeNull();
    expect(selectFeaturedTools({})).toEqual({ status: 'idle' });
  });
});

describe('home api', () => {
  /** A client that records what the api asks for and answers with `answers[name or path]`. */
  function recordingClient(answers: Record<string, unknown>) {
    const calls: unknown[][] = [];
    const client: ApiClient = {
      request: async <T,>(...args: unknown[]) => {
        calls.push(['request', ...args]);
        return answers[String(args[1])] as T;
      },
      call: (async (name: string, input: unknown) => {
        calls.push(['call', name, input]);
        return answers[name];
      }) as ApiClient['call'],
    };
    return { client, calls };
  }

  const card = (overrides: Partial<HomeCourseCard> = {}): HomeCourseCard => ({
    _id: 'c1',
    slug: 'facebook-ads',
    title: 'Facebook Ads thực chiến',
    shortDescription: 'Ra đơn từ tuần đầu.',
    thumbnailUrl: 'https://cdn.example.vn/fb.webp',
    instructorName: 'Nguyễn Văn An',
    categoryName: 'Quảng cáo',
    level: 'beginner',
    lessonsCount: 24,
    rating: 4.8,
    reviewsCount: 12,
    price: 1_290_000,
    originalPrice: 2_490_000,
    currency: 'VND',
    ...overrides,
  });

  it('asks the homepage and the tool list for the featured limit', async () => {
    const { client, calls } = recordingClient({
      getHomepage: { hero: DEFAULT_HERO, featuredCourses: [] },
      listTools: { tools: [], pagination: { currentPage: 1, totalPages: 0, totalItems: 0, limit: 3 } },
    });
    const api = createHomeApi(client);
    expect(await api.homepage()).toEqual({ hero: DEFAULT_HERO, courses: [] });
    await api.featuredTools(3);
    expect(calls).toEqual([
      ['call', 'getHomepage', undefined],
      ['call', 'listTools', { query: { limit: 3 } }],
    ]);
  });

  it('turns each featured course into the card the shelf shows', async () => {
    const { client } = recordingClient({
      getHomepage: { hero: DEFAULT_HERO, featuredCourses: [card(), card({ _id: 'c2', slug: 'tiktok', shortDescription: '  ', categoryName: null, rating: null, originalPrice: null })] },
    });
    expect((await createHomeApi(client).homepage()).courses).toEqual([
      {
        id: 'c1',
        slug: 'facebook-ads',
        title: 'Facebook Ads thực chiến',
        shortDescription: 'Ra đơn từ tuần đầu.',
        thumbnailUrl: 'https://cdn.example.vn/fb.webp',
        instructorName: 'Nguyễn Văn An',
        categoryName: 'Quảng cáo',
        level: 'beginner',
        lessonsCount: 24,
        rating: 4.8,
        reviewsCount: 12,
        price: 1_290_000,
        originalPrice: 2_490_000,
        currency: 'VND',
      },
      expect.objectContaining({ id: 'c2', shortDescription: null, categoryName: null, rating: null, originalPrice: null }),
    ]);
  });

  it('turns each tool of the list into the card the shelf shows', () => {
    const summary: ToolSummary = { _id: 't1', slug: 'seeding', name: 'Seeding', thumbnailUrl: '/files/public/tools/t1/a-800.webp', description: '  ', plans: [], lowestPrice: null };
    expect(toFeaturedTool(summary)).toEqual({ id: 't1', slug: 'seeding', name: 'Seeding', thumbnailUrl: '/files/public/tools/t1/a-800.webp', description: null });
  });
});
