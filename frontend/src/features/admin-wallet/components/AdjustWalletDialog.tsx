import { ADJUSTMENT_REASON_MAX, WALLET_MESSAGES } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FieldControl, FormField } from '../../../components/ui/FormField';
import { FormFooter } from '../../../components/ui/FormFooter';
import { Modal } from '../../../components/ui/Modal';
import { formatVnd } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { useForm } from '../../../lib/use-form';
import { adjustmentForm, typedDigits } from '../adjustment-form';
import { selectAdjustment } from '../admin-wallet.selectors';
import { adminWalletActions, WalletHolder } from '../admin-wallet.slice';

const DIRECTIONS = [
  { value: 'credit', label: 'Cộng tiền' },
  { value: 'debit', label: 'Trừ tiền' },
] as const;

const holderLabel = (user: WalletHolder) => user.name ?? user.email ?? user._id;

/** 'Điều chỉnh số dư': a user's main balance moved by hand, only with a reason the history keeps. */
export function AdjustWalletDialog() {
  const dispatch = useDispatch();
  const adjustment = useSelector(selectAdjustment);
  const form = useForm(adjustmentForm, {
    submission: adjustment.submission,
    onSubmit: (request) => dispatch(adminWalletActions.adjustmentSubmitted(request)),
  });
  const { values, errors: err, busy, reset } = form;
  const close = () => dispatch(adminWalletActions.adjustmentClosed());
  const choose = (user: WalletHolder | null) => {
    dispatch(adminWalletActions.userChosen(user));
    form.edit('userId')(user?._id ?? '');
  };

  useEffect(() => {
    if (adjustment.open) reset(adjustmentForm.initial);
  }, [adjustment.open, reset]);

  const amount = Number(typedDigits(values.amount) || '0');
  return (
    <Modal open={adjustment.open} title="Điều chỉnh số dư" size="md" busy={busy} onClose={close} testId="adjust-wallet-modal">
      <form className="form" onSubmit={form.submit} noValidate data-testid="adjust-wallet-form">
        <FormField id="adjust-user" label="Người dùng" required error={err.userId} testId="adjust-error-userId">
          {(control) =>
            adjustment.user ? (
              <div className="adjust-chosen" data-testid="adjust-chosen-user">
                <span className="wallet-holder">
                  <strong>{holderLabel(adjustment.user)}</strong>
                  <span className="muted cell-email">{adjustment.user.email ?? '—'}</span>
                </span>
                <button type="button" className="btn btn-secondary" onClick={() => choose(null)} disabled={busy} data-testid="adjust-change-user">
                  Đổi
                </button>
                <input type="hidden" name="userId" value={values.userId} />
              </div>
            ) : (
              <UserSearch control={control} onChoose={choose} />
            )
          }
        </FormField>

        <FormField id="adjust-direction" label="Loại điều chỉnh" error={err.direction}>
          {() => (
            <div className="segmented" role="radiogroup" aria-label="Loại điều chỉnh">
              {DIRECTIONS.map((direction) => (
                <label key={direction.value} className={values.direction === direction.value ? 'segment is-active' : 'segment'}>
                  <input
                    type="radio"
                    name="direction"
                    value={direction.value}
                    checked={values.direction === direction.value}
                    onChange={() => form.edit('direction')(direction.value)}
                    data-testid={`adjust-direction-${direction.value}`}
                  />
                  {direction.label}
                </label>
              ))}
            </div>
          )}
        </FormField>

        <FormField id="adjust-amount" label="Số tiền (₫)" required error={err.amount} testId="adjust-error-amount">
          {(control) => (
            <input
              {...control}
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              placeholder="Ví dụ: 50.000"
              value={values.amount === '' ? '' : new Intl.NumberFormat('vi-VN').format(amount)}
              onChange={(e) => form.edit('amount')(typedDigits(e.target.value))}
              data-testid="adjust-amount"
            />
          )}
        </FormField>

        <FormField id="adjust-reason" label="Lý do" required error={err.reason} testId="adjust-error-reason">
          {(control) => (
            <textarea
              {...control}
              name="reason"
              rows={3}
              maxLength={ADJUSTMENT_REASON_MAX}
              placeholder="Ví dụ: Bù tiền nạp bị lỗi ngân hàng"
              value={values.reason}
              onChange={(e) => form.edit('reason')(e.target.value)}
              data-testid="adjust-reason"
            />
          )}
        </FormField>
        <p className="muted adjust-hint">Chỉ số dư ví chính được điều chỉnh. Lý do và người điều chỉnh được ghi vào lịch sử giao dịch.</p>

        <FormFooter
          formError={form.formError}
          busy={busy}
          onCancel={close}
          submitLabel={`${values.direction === 'debit' ? 'Trừ' : 'Cộng'} ${amount > 0 ? formatVnd(amount) : 'tiền'}`}
          testIdPrefix="adjust"
          submitTestId="adjust-submit"
        />
      </form>
    </Modal>
  );
}

/** Finds the user by name or email (debounced like every search) and offers the first matches. */
function UserSearch({ control, onChoose }: { control: FieldControl; onChoose(user: WalletHolder): void }) {
  const dispatch = useDispatch();
  const adjustment = useSelector(selectAdjustment);
  const users = dataOf(adjustment.users);
  const failure = errorOf(adjustment.users)?.message;
  const searching = adjustment.userSearch.trim() !== '';
  return (
    <div className="adjust-user-search">
      <input
        {...control}
        type="search"
        name="userSearch"
        autoComplete="off"
        placeholder={WALLET_MESSAGES.searchPlaceholder}
        value={adjustment.userSearch}
        onChange={(e) => dispatch(adminWalletActions.userSearchTyped(e.target.value))}
        data-testid="adjust-user-search"
      />
      {failure && <p className="field-error">{failure}</p>}
      {searching && users && users.length === 0 && adjustment.users.status === 'succeeded' && <p className="muted">Không tìm thấy người dùng nào.</p>}
      {searching && users && users.length > 0 && (
        <ul className="adjust-user-options" data-testid="adjust-user-options">
          {users.map((user) => (
            <li key={user._id}>
              <button type="button" className="adjust-user-option" onClick={() => onChoose(user)} data-testid="adjust-user-option">
                <strong>{holderLabel(user)}</strong>
                <span className="muted cell-email">{user.email ?? '—'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
