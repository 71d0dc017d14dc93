import { EVERYONE } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { campaign, scenario, template } from '../email-marketing.fixture';
import { emailScenariosActions } from '../email-scenarios.slice';
import { emailTemplatesActions } from '../email-templates.slice';
import { EmailCampaignsAdmin } from './EmailCampaignsAdmin';

const board = () => [
  scenario('s1', {
    name: 'Sau khi đăng ký',
    campaigns: [
      campaign('a', 's1', { name: 'Chào mừng', order: 1, delayFrom: 'trigger', stats: { sent: 12, opened: 5, failed: 1 } }),
      campaign('b', 's1', { name: 'Mẹo học', order: 2, templateName: null, delay: { amount: 1, unit: 'days' }, audience: { ...EVERYONE, roles: ['student'], emailVerified: true } }),
    ],
  }),
  scenario('s2', { name: 'Giỏ hàng bỏ quên', trigger: { type: 'cart_unpaid', hours: 24 }, isActive: false }),
];

function renderLoaded() {
  const view = renderWithStore(<EmailCampaignsAdmin />);
  act(() => {
    view.store.dispatch(emailScenariosActions.received(board()));
    view.store.dispatch(emailTemplatesActions.received([template('t1', { name: 'Chào mừng thành viên mới' })]));
  });
  const payloadOf = (type: string) => view.actions.filter((a) => a.type === type).map((a) => a.payload);
  return { ...view, payloadOf };
}

const card = (id: string) => screen.getAllByTestId('scenario-card').find((el) => el.dataset.scenarioId === id)!;
const step = (id: string) => screen.getAllByTestId('campaign-item').find((el) => el.dataset.campaignId === id)!;

/** jsdom has no DataTransfer: enough of one for the drag events. */
function dataTransfer() {
  const data: Record<string, string> = {};
  return {
    types: [] as string[],
    effectAllowed: 'all',
    dropEffect: 'none',
    setData(type: string, value: string) {
      data[type] = value;
      this.types.push(type);
    },
    getData: (type: string) => data[type] ?? '',
  };
}

describe('EmailCampaignsAdmin', () => {
  it('shows each scenario with its trigger and state, and its steps in order with template, timing, audience and counts', () => {
    const { types } = renderLoaded();
    expect(types()).toEqual(expect.arrayContaining([emailScenariosActions.opened.type, emailTemplatesActions.opened.type]));
    expect(within(card('s1')).getByTestId('scenario-trigger-text').textContent).toContain('Sau khi đăng ký tài khoản');
    expect(within(card('s2')).getByTestId('scenario-trigger-text').textContent).toContain('Đơn hàng chưa thanh toán sau 24 giờ');
    expect(within(card('s2')).getByTestId('scenario-status').textContent).toBe('Tạm dừng');
    expect(within(card('s2')).getByTestId('scenario-empty')).toBeTruthy();

    expect(within(card('s1')).getAllByTestId('campaign-name').map((el) => el.textContent)).toEqual(['Chào mừng', 'Mẹo học']);
    expect(within(step('a')).getByTestId('campaign-delay-text').textContent).toBe('Gửi ngay khi kịch bản kích hoạt');
    expect(within(step('a')).getByTestId('campaign-audience').textContent).toBe('Mọi người dùng nhận được email');
    expect([within(step('a')).getByTestId('campaign-sent'), within(step('a')).getByTestId('campaign-opened'), within(step('a')).getByTestId('campaign-failed')].map((el) => el.textContent)).toEqual(['12', '5', '1']);
    // 5 of 12 opened: 41.7%, shown rounded; a step that sent nothing has no rate to show.
    expect(within(step('a')).getByTestId('campaign-stats').textContent).toBe('Đã gửi 12Đã mở 5 (42%)Lỗi 1');
    expect(within(step('b')).getByTestId('campaign-stats').textContent).toBe('Đã gửi 0Đã mở 0Lỗi 0');
    expect(within(step('b')).queryByTestId('campaign-open-rate')).toBeNull();
    expect(screen.getByTestId('open-rate-note').textContent).toContain('Số email đã mở là ước tính');
    expect(within(step('b')).getByTestId('campaign-delay-text').textContent).toBe('Sau 1 ngày kể từ bước trước');
    expect(within(step('b')).getByTestId('campaign-audience').textContent).toBe('Vai trò: Học viênĐã xác thực email');
    expect(within(step('b')).getByText('Mẫu email đã bị xóa')).toBeTruthy();
  });

  it('reorders and moves with buttons a keyboard reaches', () => {
    const { payloadOf } = renderLoaded();
    expect((within(step('a')).getByTestId('campaign-up') as HTMLButtonElement).disabled).toBe(true);
    expect((within(step('b')).getByTestId('campaign-down') as HTMLButtonElement).disabled).toBe(true);
    const move = within(step('b')).getByTestId('campaign-move') as HTMLButtonElement;
    expect(move.disabled).toBe(true);
    fireEvent.change(within(step('b')).getByLabelText('Chuyển Mẹo học sang kịch bản'), { target: { value: 's2' } });
    fireEvent.click(move);
    expect(payloadOf(emailScenariosActions.moveRequested.type)).toEqual([{ campaign: board()[0]!.campaigns[1], toScenarioId: 's2' }]);
    // While it moves, its controls wait.
    expect(move.disabled).toBe(true);

    fireEvent.click(within(step('a')).getByTestId('campaign-down'));
    expect(payloadOf(emailScenariosActions.reorderRequested.type)).toEqual([{ scenarioId: 's1', campaignIds: ['b', 'a'] }]);
  });

  it('moves a step dropped on another scenario, and reorders one dropped on a step of its own', () => {
    const { payloadOf } = renderLoaded();
    const toOther = dataTransfer();
    fireEvent.dragStart(step('a'), { dataTransfer: toOther });
    fireEvent.dragOver(card('s2'), { dataTransfer: toOther });
    expect(card('s2').className).toContain('is-drop-target');
    fireEvent.drop(card('s2'), { dataTransfer: toOther });
    expect(payloadOf(emailScenariosActions.moveRequested.type)).toEqual([{ campaign: board()[0]!.campaigns[0], toScenarioId: 's2' }]);

    const within1 = dataTransfer();
    fireEvent.dragStart(step('b'), { dataTransfer: within1 });
    fireEvent.dragOver(step('a'), { dataTransfer: within1 });
    fireEvent.drop(step('a'), { dataTransfer: within1 });
    expect(payloadOf(emailScenariosActions.reorderRequested.type)).toEqual([{ scenarioId: 's1', campaignIds: ['b', 'a'] }]);
    // Dropped back on its own scenario's card, nothing moves.
    fireEvent.dragStart(step('b'), { dataTransfer: dataTransfer() });
    fireEvent.drop(card('s1'), { dataTransfer: dataTransfer() });
    expect(payloadOf(emailScenariosActions.moveRequested.type)).toHaveLength(1);
  });

  it('switches a scenario on with the state wanted', () => {
    const { payloadOf } = renderLoaded();
    fireEvent.click(within(card('s2')).getByTestId('scenario-toggle'));
    expect(payloadOf(emailScenariosActions.toggleRequested.type)).toEqual([{ scenario: board()[1], isActive: true }]);
  });

  it('asks for the live count as the rules change and shows who would be mailed and who matches', () => {
    const { store, payloadOf } = renderLoaded();
    fireEvent.click(within(card('s1')).getByTestId('campaign-create'));
    const form = screen.getByTestId('campaign-form');
    expect(payloadOf(emailScenariosActions.audienceRulesChanged.type).at(-1)).toEqual(EVERYONE);

    fireEvent.click(within(form).getByTestId('audience-role-student'));
    const rules = { ...EVERYONE, roles: ['student'] };
    expect(payloadOf(emailScenariosActions.audienceRulesChanged.type).at(-1)).toEqual(rules);
    act(() => {
      store.dispatch(emailScenariosActions.audienceCounted({ rules: rules as never, count: { count: 40, matched: 52 } }));
    });
    expect(screen.getByTestId('audience-count-value').textContent).toBe('40');
    expect(screen.getByTestId('audience-matched-value').textContent).toBe('52');

    // Half a rule: no count is asked, the form says what is missing.
    fireEvent.change(within(form).getByTestId('audience-owns'), { target: { value: 'specific' } });
    expect(payloadOf(emailScenariosActions.audienceRulesChanged.type).at(-1)).toBeNull();
    expect(screen.getByTestId('audience-count').textContent).toBe('Chọn ít nhất một khóa học khi lọc theo khóa học cụ thể.');
  });

  it('sends a new step with its template, delay and rules', () => {
    const { payloadOf } = renderLoaded();
    fireEvent.click(within(card('s2')).getByTestId('campaign-create'));
    const form = screen.getByTestId('campaign-form');
    fireEvent.change(within(form).getByLabelText(/Tên chiến dịch/), { target: { value: 'Nhắc thanh toán' } });
    fireEvent.change(within(form).getByTestId('campaign-template'), { target: { value: 't1' } });
    fireEvent.change(within(form).getByTestId('campaign-delay'), { target: { value: '2' } });
    fireEvent.change(within(form).getByTestId('campaign-delay-unit'), { target: { value: 'hours' } });
    fireEvent.change(within(form).getByTestId('audience-hasDeposited'), { target: { value: 'false' } });
    fireEvent.click(within(form).getByTestId('campaign-submit'));
    expect(payloadOf(emailScenariosActions.campaignSubmitted.type)).toEqual([
      { name: 'Nhắc thanh toán', templateId: 't1', delay: { amount: 2, unit: 'hours' }, delayFrom: 'previous', audience: { ...EVERYONE, hasDeposited: false } },
    ]);
  });

  it('offers "Gửi ngay" only on a manual scenario that runs and has a step, and asks first', () => {
    const view = renderWithStore(<EmailCampaignsAdmin />);
    const manual = scenario('m1', { name: 'Thông báo khóa mới', trigger: { type: 'manual' }, campaigns: [campaign('x', 'm1', { name: 'Ra mắt' })] });
    act(() => {
      view.store.dispatch(emailScenariosActions.received([manual, scenario('m2', { trigger: { type: 'manual' } }), ...board()]));
    });
    expect(within(card('s1')).queryByTestId('scenario-broadcast')).toBeNull();
    expect((within(card('m2')).getByTestId('scenario-broadcast') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(card('m1')).getByTestId('scenario-broadcast'));
    const dialog = screen.getByTestId('scenario-broadcast-dialog');
    expect(dialog.textContent).toContain('Thông báo khóa mới');
    expect(dialog.textContent).toContain('Ra mắt');
    fireEvent.click(within(dialog).getByTestId('confirm-button'));
    expect(view.types()).toEqual(expect.arrayContaining([emailScenariosActions.broadcastRequested.type, emailScenariosActions.broadcastConfirmed.type]));
  });
});
