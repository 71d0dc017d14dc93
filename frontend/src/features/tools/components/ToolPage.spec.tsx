import { ERROR_MESSAGES, TOOL_MESSAGES } from '@academy/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { remoteError } from '../../../lib/remote';
import { toolSummary } from '../tool.fixture';
import { toolsActions } from '../tools.slice';
import { ToolPage } from './ToolPage';

describe('ToolPage', () => {
  it('asks for the tool of the address, with a spinner meanwhile', () => {
    const view = renderWithStore(<ToolPage slug="phan-mem-a" />);
    expect(view.actions).toContainEqual(toolsActions.pageOpened('phan-mem-a'));
    expect(screen.getByRole('status').textContent).toContain('Đang tải');
  });

  it("shows the plans to choose from with price and 'Trọn đời' or 'N ngày', and offers the chosen plan for sale", () => {
    const view = renderWithStore(
      <ToolPage slug="phan-mem-a" renderPurchase={(tool, plan) => <button data-testid="tool-buy">{`${tool.name}: ${plan._id}`}</button>} />,
    );
    act(() => {
      view.store.dispatch(toolsActions.pageReceived(toolSummary('a')));
    });
    expect(screen.getByTestId('tool-name').textContent).toBe('Phần mềm a');
    // The lifetime plan is named 'Trọn đời': its length is not said twice.
    expect(screen.getAllByTestId('tool-plan-name').map((el) => el.textContent)).toEqual(['Gói 1 tháng', TOOL_MESSAGES.lifetime]);
    expect(screen.getAllByTestId('tool-plan-duration').map((el) => el.textContent)).toEqual(['30 ngày']);
    expect(screen.getAllByTestId('tool-plan-price').map((el) => el.textContent)).toEqual([expect.stringMatching(/^199\.000\s₫$/), expect.stringMatching(/^1\.490\.000\s₫$/)]);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    fireEvent.click(radios[1]);
    expect(view.actions.at(-1)).toEqual(toolsActions.planSelected('a-life'));
    expect(screen.getByTestId('tool-selected-price').textContent).toContain('Trọn đời');
    expect(screen.getByTestId('tool-buy').textContent).toBe('Phần mềm a: a-life');
  });

  it("shows the server's words for an unknown tool, with a way back", () => {
    const view = renderWithStore(<ToolPage slug="khong-co" />);
    act(() => {
      view.store.dispatch(toolsActions.pageFailed(remoteError(ERROR_MESSAGES.TOOL_NOT_FOUND, { code: 'TOOL_NOT_FOUND' })));
    });
    expect(screen.getByTestId('tool-not-found').textContent).toContain(ERROR_MESSAGES.TOOL_NOT_FOUND);
    expect(screen.getByText('Xem tất cả phần mềm').closest('a')?.getAttribute('href')).toBe('/tools');
  });
});
