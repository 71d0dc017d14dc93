import { AdminHomepage, DEFAULT_HERO, HOMEPAGE_MESSAGES, HomepageCourseOption } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { homepageContentActions as actions } from '../homepage-content.slice';
import { HomepageEditor } from './HomepageEditor';

const page: AdminHomepage = {
  hero: DEFAULT_HERO,
  heroEdited: false,
  featuredCourseIds: ['c2', 'gone'],
  testimonials: [],
  instructors: [],
  version: 1,
  revision: 0,
  updatedAt: '2026-11-22T08:00:00.000Z',
  updatedBy: { uid: 'a1', name: 'Quản Trị Viên' },
};
const courses: HomepageCourseOption[] = [
  { _id: 'c1', title: 'Quảng cáo Facebook', slug: 'quang-cao-facebook', price: 499_000 },
  { _id: 'c2', title: 'SEO thực chiến', slug: 'seo', price: 799_000 },
  { _id: 'c3', title: 'TikTok bán hàng', slug: 'tiktok', price: 299_000 },
];

function editor(block: 'hero' | 'featured' | 'testimonials' | 'instructors', shown: AdminHomepage = page) {
  const onBlockChange = jest.fn();
  const onBack = jest.fn();
  const view = renderWithStore(<HomepageEditor block={block} onBlockChange={onBlockChange} onBack={onBack} />);
  act(() => {
    view.store.dispatch(actions.homepageReceived(shown));
    view.store.dispatch(actions.coursesReceived(courses));
    view.store.dispatch(actions.historyReceived({ versions: [], pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10 } }));
  });
  return { ...view, onBlockChange, onBack };
}

describe('/admin/edit', () => {
  it('lists the blocks Hero Section, Featured Courses, Testimonials and Instructors beside a back button', () => {
    const view = editor('hero');
    expect(view.types()).toContain(actions.editorOpened.type);
    const sidebar = screen.getByRole('complementary', { name: 'Các khối của trang chủ' });
    expect(within(sidebar).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual([
      'Quay lại',
      'Hero SectionTiêu đề, nút và ảnh đầu trang',
      'Featured CoursesKhóa học nổi bật',
      'TestimonialsCảm nhận học viên',
      'InstructorsGiảng viên trên trang chủ',
    ]);
    expect(screen.getByTestId('editor-block-hero').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('editor-status').textContent).toContain('Quản Trị Viên');
    fireEvent.click(screen.getByTestId('editor-block-featured'));
    expect(view.onBlockChange).toHaveBeenCalledWith('featured');
    fireEvent.click(screen.getByTestId('editor-back'));
    expect(view.onBack).toHaveBeenCalled();
  });

  it('edits the hero texts with a preview and sends the typed phrases one per line', () => {
    const view = editor('hero');
    fireEvent.change(screen.getByLabelText(/^Tiêu đề/), { target: { value: 'Học marketing mùa hè' } });
    fireEvent.change(screen.getByTestId('hero-phrases'), { target: { value: 'Quảng cáo TikTok\n\n  Bán hàng Shopee ' } });
    expect(screen.getByTestId('hero-preview').textContent).toContain('Học marketing mùa hè Quảng cáo TikTok');
    fireEvent.click(screen.getByTestId('hero-save'));
    const sent = view.actions.find((a) => a.type === actions.heroSubmitted.type) as ReturnType<typeof actions.heroSubmitted>;
    expect(sent.payload).toEqual({
      form: { ...DEFAULT_HERO, imageUrl: undefined, title: 'Học marketing mùa hè', typingPhrases: ['Quảng cáo TikTok', 'Bán hàng Shopee'], removeImage: false },
      imageKey: null,
    });
  });

  it('marks a chosen course taken off sale and saves only once it is gone, in the order set', () => {
    const view = editor('featured');
    const rows = () => screen.getAllByTestId('featured-chosen-row');
    expect(rows().map((row) => row.getAttribute('data-course-id'))).toEqual(['c2', 'gone']);
    expect(rows()[1].textContent).toContain('Đã ngừng bán');
    const save = screen.getByTestId('featured-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(within(rows()[1]).getByTestId('featured-remove'));
    fireEvent.click(within(screen.getByTestId('featured-options')).getByRole('button', { name: 'Thêm “TikTok bán hàng”' }));
    fireEvent.click(within(rows()[1]).getByTestId('featured-up'));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(view.actions).toContainEqual(actions.featuredSubmitted(['c3', 'c2']));
  });

  it('goes back to the newest courses when the admin picks the automatic shelf', () => {
    const view = editor('featured');
    fireEvent.click(screen.getByTestId('featured-mode-newest'));
    expect(screen.queryByTestId('featured-chosen')).toBeNull();
    fireEvent.click(screen.getByTestId('featured-save'));
    expect(view.actions).toContainEqual(actions.featuredSubmitted(null));
  });

  describe('testimonials', () => {
    const lan = { name: 'Chị Ngọc Lan', role: 'Chủ shop', quote: 'Đơn hàng tăng gấp đôi.', videoId: null, photoUrl: '/files/public/site-content/people/person-ab-480.webp' };
    const huy = { name: 'Anh Quốc Huy', role: '', quote: 'Tự tối ưu quảng cáo.', videoId: 'dQw4w9WgXcQ', photoUrl: null };
    const submitted = (view: ReturnType<typeof editor>) =>
      view.actions.filter((action) => action.type === actions.testimonialsSubmitted.type).map((action) => (action as ReturnType<typeof actions.testimonialsSubmitted>).payload);

    it('reorders, removes and saves the list as it stands, keeping each photo by its address', () => {
      const view = editor('testimonials', { ...page, testimonials: [lan, huy] });
      expect(screen.getAllByTestId('testimonials-item')).toHaveLength(2);
      fireEvent.click(screen.getByRole('button', { name: 'Đưa cảm nhận 2 lên trên' }));
      fireEvent.click(screen.getByTestId('testimonials-save'));
      expect(submitted(view)).toEqual([{ items: [huy, lan], photoKeys: [null, null] }]);
      expect((screen.getByTestId('testimonials-save') as HTMLButtonElement).disabled).toBe(true);

      // Saved: the cards start again from the page as it now stands.
      act(() => {
        view.store.dispatch(actions.testimonialsSaved({ ...page, version: 2, testimonials: [huy, lan] }));
      });
      fireEvent.click(screen.getAllByTestId('testimonials-remove')[0]);
      fireEvent.click(screen.getByTestId('testimonials-save'));
      expect(submitted(view)[1]).toEqual({ items: [lan], photoKeys: [null] });
      expect(screen.getAllByTestId('testimonials-item')).toHaveLength(1);
    });

    it('checks a new card with the contracts before sending, in Vietnamese', () => {
      const view = editor('testimonials');
      expect(screen.getByText(/Chưa có cảm nhận nào/)).toBeTruthy();
      fireEvent.click(screen.getByTestId('testimonials-add'));
      fireEvent.change(screen.getByTestId('testimonials-text-0'), { target: { value: 'Rất hay.' } });
      fireEvent.change(screen.getByLabelText(/Video YouTube/), { target: { value: 'https://vimeo.com/123' } });
      fireEvent.click(screen.getByTestId('testimonials-save'));
      expect(screen.getByTestId('testimonials-error-name-0').textContent).toBe(HOMEPAGE_MESSAGES.personNameRequired);
      expect(screen.getByTestId('testimonials-error-video-0').textContent).toBe(HOMEPAGE_MESSAGES.videoInvalid);
      expect(submitted(view)).toEqual([]);

      fireEvent.change(screen.getByLabelText(/^Họ tên/), { target: { value: 'Chị Thu Trang' } });
      fireEvent.change(screen.getByLabelText(/Video YouTube/), { target: { value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
      fireEvent.click(screen.getByTestId('testimonials-save'));
      expect(submitted(view)).toEqual([
        { items: [{ name: 'Chị Thu Trang', role: '', quote: 'Rất hay.', videoId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', photoUrl: null }], photoKeys: [null] },
      ]);
    });
  });
});
