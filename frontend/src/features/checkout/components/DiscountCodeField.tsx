import { FormEvent, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { selectCheckout } from '../checkout.selectors';
import { checkoutActions } from '../checkout.slice';

/** The discount code: applied by a server quote; a refused code shows the server's reason. */
export function DiscountCodeField({ disabled }: { disabled: boolean }) {
  const dispatch = useDispatch();
  const { discount } = useSelector(selectCheckout);
  const [code, setCode] = useState('');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    if (typed) dispatch(checkoutActions.discountCodeApplied(typed));
  };

  if (discount.applied) {
    return (
      <div className="discount-applied" data-testid="discount-applied">
        <Icon name="tag" size={18} />
        <span>
          Đã áp dụng mã <strong data-testid="discount-applied-code">{discount.applied}</strong>
        </span>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => dispatch(checkoutActions.discountCodeRemoved())}
          disabled={disabled || discount.applying}
          data-testid="discount-remove"
        >
          Bỏ mã
        </button>
      </div>
    );
  }
  return (
    <form className={discount.error ? 'field has-error discount-form' : 'field discount-form'} onSubmit={apply} noValidate>
      <label htmlFor="discount-code" className="discount-label">
        Mã giảm giá
      </label>
      <div className="discount-row">
        <input
          id="discount-code"
          name="discountCode"
          placeholder="Nhập mã giảm giá"
          autoComplete="off"
          maxLength={40}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={discount.error ? true : undefined}
          aria-describedby={discount.error ? 'discount-error' : undefined}
          data-testid="discount-input"
        />
        <button type="submit" className="btn btn-secondary" disabled={disabled || discount.applying || !code.trim()} data-testid="discount-apply">
          {discount.applying ? 'Đang áp dụng...' : 'Áp dụng'}
        </button>
      </div>
      {discount.error && (
        <p id="discount-error" className="field-error" role="alert" data-testid="discount-error">
          {discount.error}
        </p>
      )}
    </form>
  );
}
