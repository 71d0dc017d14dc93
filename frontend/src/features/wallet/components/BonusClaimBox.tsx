import { FormEvent, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectBonusClaim } from '../wallet.selectors';
import { walletActions } from '../wallet.slice';

/** "Nhập mã thưởng": the server says whether it worked (credited, unknown, expired, used up, already claimed). */
export function BonusClaimBox() {
  const dispatch = useDispatch();
  const claim = useSelector(selectBonusClaim);
  const [code, setCode] = useState('');
  const claiming = claim.status === 'loading';
  const success = dataOf(claim)?.message;
  const failure = errorOf(claim)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    if (typed) dispatch(walletActions.bonusClaimSubmitted(typed));
  };
  const edit = (value: string) => {
    setCode(value);
    dispatch(walletActions.bonusClaimEdited());
  };

  return (
    <section className="card wallet-claim" aria-labelledby="wallet-claim-title">
      <h2 id="wallet-claim-title" className="card-title">
        Nhận mã thưởng
      </h2>
      <form className={failure ? 'field has-error' : 'field'} onSubmit={submit} noValidate>
        <label htmlFor="bonus-code" className="visually-hidden">
          Mã thưởng
        </label>
        <div className="wallet-claim-row">
          <input
            id="bonus-code"
            name="bonusCode"
            placeholder="Mã thưởng"
            autoComplete="off"
            maxLength={40}
            value={code}
            onChange={(e) => edit(e.target.value)}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure || success ? 'bonus-claim-message' : undefined}
            data-testid="bonus-claim-input"
          />
          <button type="submit" className="btn btn-primary" disabled={claiming || !code.trim()} data-testid="bonus-claim-submit">
            {claiming ? 'Đang nhận...' : 'Nhận thưởng'}
          </button>
        </div>
        {(failure || success) && (
          <p
            id="bonus-claim-message"
            className={failure ? 'field-error' : 'wallet-success'}
            role={failure ? 'alert' : 'status'}
            data-testid={failure ? 'bonus-claim-error' : 'bonus-claim-success'}
          >
            {failure ?? success}
          </p>
        )}
      </form>
      <p className="muted wallet-claim-hint">Tiền thưởng vào ví thưởng, có hạn sử dụng và được trừ trước khi bạn mua bằng ví.</p>
    </section>
  );
}
