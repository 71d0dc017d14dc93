import { screen, within } from '@testing-library/react';
import { renderWithStore } from '../../test/render';
import { initialSessionState } from '../features/session/session.slice';
import { AffiliateTrainingPage } from './affiliate-training.page';

const visitor = { session: { ...initialSessionState, boot: 'ready' as const } };

describe('/affiliate-traning', () => {
  it('has a table of contents whose every entry leads to its own section heading', () => {
    renderWithStore(<AffiliateTrainingPage />, { state: visitor });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hướng dẫn giới thiệu hiệu quả và đúng luật');

    const entries = within(screen.getByTestId('training-toc')).getAllByRole('link');
    expect(entries.map((a) => a.textContent)).toEqual([
      'Chọn khóa học để giới thiệu',
      'Tạo link giới thiệu',
      'Chia sẻ ở đâu',
      'Những điều không được phép',
      'Đọc bảng điều khiển',
      'Nhận chi trả',
    ]);
    entries.forEach((entry, index) => {
      const id = (entry.getAttribute('href') ?? '').replace(/^#/, '');
      const section = document.getElementById(id) as HTMLElement;
      expect(section.tagName).toBe('SECTION');
      expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(`${index + 1}. ${entry.textContent}`);
    });
  });

  it('shows the three kinds of referral link with a working example each', () => {
    renderWithStore(<AffiliateTrainingPage />, { state: visitor });
    const text = screen.getAllByTestId('training-link').map((link) => link.textContent ?? '');
    expect(text).toHaveLength(3);
    expect(text[0]).toContain('/courses/{slug}/ref/{mã}');
    expect(text[0]).toContain(`${window.location.origin}/courses/quang-cao-facebook-thuc-chien/ref/MINHANH`);
    expect(text[1]).toContain('/tools/{slug}/ref/{mã}');
    expect(text[1]).toContain(`${window.location.origin}/tools/auto-post-facebook/ref/MINHANH`);
    expect(text[2]).toContain('/ref/{mã}');
    expect(text[2]).toContain(`${window.location.origin}/ref/MINHANH`);
  });

  it('says what is not allowed, with the advertising law', () => {
    renderWithStore(<AffiliateTrainingPage />, { state: visitor });
    const rules = screen.getByTestId('training-not-allowed').textContent ?? '';
    for (const rule of ['Spam', 'Quảng cáo gây hiểu nhầm', 'Tự mua qua link của mình']) expect(rules).toContain(rule);
    expect(screen.getByTestId('training-law').textContent).toContain('Luật Quảng cáo (số 16/2012/QH13)');
    expect(screen.getByTestId('affiliate-join').getAttribute('href')).toBe('/login');
  });
});
