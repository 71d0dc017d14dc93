import { ERROR_MESSAGES, TOOL_ERRORS } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { remoteError } from '../../../lib/remote';
import { adminTool } from '../tool.fixture';
import { adminTools, toolsActions } from '../tools.slice';
import { ToolsAdmin } from './ToolsAdmin';

function renderLoaded(rows = [adminTool('a'), adminTool('b')]) {
  const view = renderWithStore(<ToolsAdmin />);
  act(() => {
    view.store.dispatch(adminTools.actions.received({ rows, currentPage: 1, totalPages: 1, totalItems: rows.length }));
  });
  return view;
}

const submitted = (actions: { type: string; payload?: unknown }[]) => actions.filter((a) => a.type === toolsActions.editorSubmitted.type).at(-1)?.payload;
const form = () => within(screen.getByTestId('tool-form'));
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('ToolsAdmin', () => {
  it('asks for the list when it opens', () => {
    const { types } = renderWithStore(<ToolsAdmin />);
    expect(types()).toContain(adminTools.actions.opened.type);
    expect(screen.getByTestId('admin-tools-loading').textContent).toBe('Đang tải dữ liệu...');
  });

  it('shows each tool with its slug, every plan (retired ones marked) and its status', () => {
    const sold = adminTool('b', { status: 'archived', plans: [{ _id: 'p', name: 'Gói cũ', price: 99_000, durationDays: 30, onSale: false, soldCount: 4 }], lowestPrice: null });
    renderLoaded([adminTool('a'), sold]);
    const rows = screen.getAllByTestId('admin-tool-row');
    expect(within(rows[0]).getByTestId('admin-tool-name').textContent).toBe('Phần mềm a');
    expect(within(rows[0]).getAllByTestId('admin-tool-plan')).toHaveLength(2);
    expect(within(rows[0]).getByTestId('admin-tool-status').textContent).toBe('Đang bán');
    expect(within(rows[1]).getByTestId('admin-tool-plan').className).toBe('is-retired');
    expect(within(rows[1]).getByTestId('admin-tool-status').textContent).toBe('Đã lưu trữ');
    expect(within(rows[1]).queryByTestId('admin-tool-edit')).toBeNull();
  });

  it('checks the whole form before sending: name, what the buyer receives, the picture and each plan', () => {
    const { actions } = renderLoaded();
    fireEvent.click(screen.getByTestId('tool-create'));
    fireEvent.click(screen.getByTestId('tool-submit'));
    expect(screen.getByTestId('tool-error-name').textContent).toBe(TOOL_ERRORS.TOOL_NAME_REQUIRED);
    expect(screen.getByTestId('tool-error-delivery').textContent).toBe(TOOL_ERRORS.TOOL_DELIVERY_REQUIRED);
    expect(screen.getByTestId('tool-error-thumbnail').textContent).toBe(TOOL_ERRORS.TOOL_THUMBNAIL_REQUIRED);
    expect(form().getByText(TOOL_ERRORS.TOOL_PLAN_NAME_REQUIRED)).toBeTruthy();
    expect(submitted(actions)).toBeUndefined();
  });

  it('sends a new tool with two plans (one lifetime) and the picked picture', () => {
    const { actions } = renderLoaded();
    fireEvent.click(screen.getByTestId('tool-create'));
    type(form().getByLabelText(/Tên phần mềm/), 'Phần mềm Seeding');
    type(form().getByLabelText(/Nội dung bàn giao/), 'Mã kích hoạt gửi qua email.');
    fireEvent.change(screen.getByTestId('tool-thumbnail-input'), { target: { files: [new File(['png'], 'anh.png', { type: 'image/png' })] } });
    type(form().getAllByTestId('plan-name')[0], 'Gói 1 tháng');
    type(form().getAllByTestId('plan-price')[0], '199.000');
    expect(form().getByText(/^199\.000\s₫$/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('plan-add'));
    type(form().getAllByTestId('plan-name')[1], 'Trọn đời');
    type(form().getAllByTestId('plan-price')[1], '1490000');
    fireEvent.change(form().getAllByTestId('plan-duration')[1], { target: { value: 'lifetime' } });
    fireEvent.click(screen.getByTestId('tool-submit'));
    expect(submitted(actions)).toEqual({
      form: {
        name: 'Phần mềm Seeding',
        description: '',
        delivery: 'Mã kích hoạt gửi qua email.',
        plans: [
          { name: 'Gói 1 tháng', price: 199_000, durationDays: 30 },
          { name: 'Trọn đời', price: 1_490_000, durationDays: null },
        ],
      },
      thumbnailKey: expect.any(String),
    });
  });

  it('edits the plans on sale by id, may drop one, and keeps the picture when none is picked', () => {
    const tool = adminTool('a', { plans: [...adminTool('a').plans, { _id: 'old', name: 'Gói cũ', price: 1, durationDays: 7, onSale: false, soldCount: 2 }] });
    const { actions } = renderLoaded([tool]);
    fireEvent.click(screen.getByTestId('admin-tool-edit'));
    expect(form().getAllByTestId('plan-row')).toHaveLength(2);
    expect(form().getByText(/Gói cũ/)).toBeTruthy();
    type(form().getAllByTestId('plan-price')[0], '149000');
    fireEvent.click(form().getAllByTestId('plan-remove')[1]);
    fireEvent.click(screen.getByTestId('tool-submit'));
    expect(submitted(actions)).toEqual({
      form: { name: tool.name, description: tool.description, delivery: tool.delivery, plans: [{ planId: 'a-month', name: 'Gói 1 tháng', price: 149_000, durationDays: 30 }] },
      thumbnailKey: null,
    });
  });

  it("shows the upload's progress as a whole percent, then the server's words under the field they concern", () => {
    const view = renderLoaded();
    fireEvent.click(screen.getByTestId('tool-create'));
    act(() => {
      view.store.dispatch(toolsActions.editorSubmitted({ form: { name: 'x', delivery: 'y', plans: [] }, thumbnailKey: null }));
      view.store.dispatch(toolsActions.saveProgressed(42));
    });
    expect(screen.getByTestId('tool-upload-progress-percent').textContent).toBe('42%');
    act(() => {
      view.store.dispatch(toolsActions.saveFailed(remoteError(ERROR_MESSAGES.VALIDATION_FAILED, { code: 'VALIDATION_FAILED', fields: { 'plans.0.price': TOOL_ERRORS.TOOL_PRICE_INVALID } })));
    });
    expect(screen.queryByTestId('tool-upload-progress')).toBeNull();
    expect(form().getByText(TOOL_ERRORS.TOOL_PRICE_INVALID)).toBeTruthy();
    expect(screen.getByTestId('tool-form-error').textContent).toBe(ERROR_MESSAGES.VALIDATION_FAILED);
  });

  it('deletes only after confirmation, warning that a sold tool is archived', () => {
    const sold = adminTool('a', { plans: adminTool('a').plans.map((plan) => ({ ...plan, soldCount: 1 })) });
    const { types } = renderLoaded([sold]);
    fireEvent.click(screen.getByTestId('admin-tool-delete'));
    expect(screen.getByTestId('tool-delete-dialog').textContent).toContain('lưu trữ');
    expect(types()).not.toContain(toolsActions.deleteConfirmed.type);
    fireEvent.click(screen.getByTestId('confirm-button'));
    expect(types()).toContain(toolsActions.deleteConfirmed.type);
  });

  it('says so when there is no tool yet', () => {
    renderLoaded([]);
    expect(screen.getByTestId('admin-tools-empty').textContent).toBe('Chưa có phần mềm nào.');
  });
});
