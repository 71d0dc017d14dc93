import { FormEvent, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField } from '../../../components/ui/FormField';
import { errorOf } from '../../../lib/remote';
import { DEPOSIT_MAX_AMOUNT, DEPOSIT_MIN_AMOUNT, QUICK_DEPOSIT_AMOUNTS, groupDigits, parseDepositAmount, typedAmount } from '../deposit-amount';
import { selectWallet } from '../wallet.selectors';
import { walletActions } from '../wallet.slice';

/** The amount to top up (typed or one of the quick choices), checked as the server checks it, then a VietQR deposit. */
export function DepositForm() {
  const dispatch = useDispatch();
  const { creation } = useSelector(selectWallet);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = parseDepositAmount(text);
  const creating = creation.status === 'loading';
  const fieldError = touched && !parsed.ok ? parsed.message : undefined;
  const serverError = errorOf(creation)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.ok) dispatch(walletActions.depositSubmitted(parsed.amount));
  };

  return (
    <form className="wallet-deposit-form" onSubmit={submit} noValidate>
      <FormField id="deposit-amount" label="Số tiền nạp (₫)" required error={fieldError} testId="deposit-amount-error">
        {(control) => (
          <input
            {...control}
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            placeholder={`Từ ${groupDigits(DEPOSIT_MIN_AMOUNT)} đến ${groupDigits(DEPOSIT_MAX_AMOUNT)}`}
            value={text}
            onChange={(e) => setText(typedAmount(e.target.value))}
            data-testid="deposit-amount-input"
          />
        )}
      </FormField>
      <div className="wallet-quick-amounts" role="group" aria-label="Chọn nhanh số tiền">
        {QUICK_DEPOSIT_AMOUNTS.map((amount) => (
          <button
            key={amount}
            type="button"
            className={parsed.ok && parsed.amount === amount ? 'btn btn-secondary is-active' : 'btn btn-secondary'}
            aria-pressed={parsed.ok && parsed.amount === amount}
            onClick={() => setText(groupDigits(amount))}
            data-testid={`deposit-quick-${amount}`}
          >
            {groupDigits(amount)}
          </button>
        ))}
      </div>
      <p className="muted wallet-deposit-hint">
        Tối thiểu {groupDigits(DEPOSIT_MIN_AMOUNT)} ₫, tối đa {groupDigits(DEPOSIT_MAX_AMOUNT)} ₫ mỗi lần. Tiền vào ví chính ngay khi ngân hàng báo đã nhận.
      </p>
      {serverError && (
        <p className="wallet-error" role="alert" data-testid="deposit-error">
          {serverError}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={creating} data-testid="deposit-submit">
        {creating ? 'Đang tạo lệnh nạp...' : 'Nạp tiền bằng VietQR'}
      </button>
    </form>
  );
}
