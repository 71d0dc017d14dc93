import { TOOL_MESSAGES } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { remoteError } from '../../../lib/remote';
import { toolSummary } from '../tool.fixture';
import { toolCatalogue } from '../tools.slice';
import { ToolCatalogue } from './ToolCatalogue';

const { actions } = toolCatalogue;

describe('ToolCatalogue', () => {
  it('asks for the list once, with a spinner while it loads', () => {
    const view = renderWithStore(<ToolCatalogue />);
    expect(view.types().filter((type) => type === actions.opened.type)).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Đang tải');
    view.unmount();
    const again = renderWithStore(<ToolCatalogue />, { state: { tools: { ...view.store.getState().tools } } });
    expect(again.types()).not.toContain(actions.opened.type);
  });

  it("shows each tool with its picture, name, description and 'từ' its cheapest plan in VND", () => {
    const view = renderWithStore(<ToolCatalogue />);
    act(() => {
      view.store.dispatch(actions.received({ rows: [toolSummary('a'), toolSummary('b', { lowestPrice: null, plans: [] })], currentPage: 1, totalPages: 2, totalItems: 13 }));
    });
    const cards = screen.getAllByTestId('tool-card');
    expect(cards[0].getAttribute('href')).toBe('/tools/phan-mem-a');
    expect(within(cards[0]).getByTestId('tool-card-name').textContent).toBe('Phần mềm a');
    expect(within(cards[0]).getByTestId('tool-card-price').textContent).toBe(`từ ${new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(199_000)}`);
    expect(within(cards[0]).getByTestId('tool-card-price').textContent).toMatch(/^từ 199\.000\s₫$/);
    expect(within(cards[1]).getByTestId('tool-card-price').textContent).toBe(TOOL_MESSAGES.comingSoon);
    expect(cards[0].querySelector('img')?.getAttribute('src')).toBe('/files/public/tools/a/thumbnail-abc-800.webp');
    fireEvent.click(screen.getByTestId('pagination-page-2'));
    expect(view.actions.at(-1)).toEqual(actions.pageChanged(2));
  });

  it('sends what is typed to the list, which follows it once typing pauses', () => {
    const view = renderWithStore(<ToolCatalogue />);
    const box = screen.getByPlaceholderText(TOOL_MESSAGES.searchPlaceholder);
    fireEvent.change(box, { target: { value: 'phan mem' } });
    expect(view.actions.at(-1)).toEqual(actions.searchTyped('phan mem'));
    expect((box as HTMLInputElement).value).toBe('phan mem');
  });

  it("says so when nothing matches, and shows 'Lỗi' with a retry when the list fails", () => {
    const view = renderWithStore(<ToolCatalogue />);
    act(() => {
      view.store.dispatch(actions.received({ rows: [], currentPage: 1, totalPages: 0, totalItems: 0 }));
    });
    expect(screen.getByTestId('tools-empty').textContent).toBe(TOOL_MESSAGES.catalogueEmpty);
    act(() => {
      view.store.dispatch(actions.failed(remoteError(TOOL_MESSAGES.loadFailed)));
    });
    expect(screen.getByTestId('tools-error').textContent).toContain('Lỗi');
    fireEvent.click(screen.getByText('Thử lại'));
    expect(view.actions.at(-1)).toEqual(actions.opened());
  });
});
