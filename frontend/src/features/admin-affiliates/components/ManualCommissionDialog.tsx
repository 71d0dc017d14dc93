import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { TextField } from '../../../components/ui/FormField';
import { formatVnd } from '../../../lib/format';
import { useForm } from '../../../lib/use-form';
import { MANUAL_COMMISSION_LIMITS, manualCommissionForm, typedDigits } from '../admin-affiliates.forms';
import { selectManualCommission } from '../admin-affiliates.selectors';
import { adminAffiliatesActions } from '../admin-affiliates.slice';
import { FormDialog, TextAreaField } from './FormDialog';

/** Opens 'Cộng hoa hồng thủ công' for any affiliate (the code typed in the dialog). */
export function ManualCommissionButton() {
  const dispatch = useDispatch();
  return (
    <button type="button" className="btn btn-primary" onClick={() => dispatch(adminAffiliatesActions.manualOpened(''))} data-testid="manual-commission-open">
      Cộng hoa hồng thủ công
    </button>
  );
}

/** A commission by hand (POST /admin/commissions/manual): the affiliate, a whole-đồng amount and a required reason, audited. */
export function ManualCommissionDialog() {
  const dispatch = useDispatch();
  const manual = useSelector(selectManualCommission);
  const form = useForm(manualCommissionForm, { submission: manual.submission, onSubmit: (request) => dispatch(adminAffiliatesActions.manualSubmitted(request)) });
  const { reset } = form;
  useEffect(() => {
    if (manual.open) reset({ ...manualCommissionForm.initial, affiliateCode: manual.code });
  }, [manual.open, manual.code, reset]);
  const amount = Number(typedDigits(form.values.amount) || '0');
  return (
    <FormDialog
      open={manual.open}
      title="Cộng hoa hồng thủ công"
      form={form}
      onClose={() => dispatch(adminAffiliatesActions.manualClosed())}
      submitLabel={amount > 0 ? `Cộng ${formatVnd(amount)}` : 'Cộng hoa hồng'}
      testId="manual-commission"
      footerTestIdPrefix="manual"
    >
      <TextField
        id="manual-code"
        label="Mã giới thiệu của affiliate"
        required
        error={form.errors.affiliateCode}
        testId="manual-error-affiliateCode"
        name="affiliateCode"
        autoComplete="off"
        placeholder="Ví dụ: ABCD2345"
        value={form.values.affiliateCode}
        onChange={(value) => form.edit('affiliateCode')(value.toUpperCase())}
        data-testid="manual-code"
      />
      <TextField
        id="manual-amount"
        label="Số tiền (₫)"
        required
        error={form.errors.amount}
        testId="manual-error-amount"
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Ví dụ: 500.000"
        value={form.values.amount === '' ? '' : new Intl.NumberFormat('vi-VN').format(amount)}
        onChange={(value) => form.edit('amount')(typedDigits(value))}
        data-testid="manual-amount"
      />
      <TextAreaField
        id="manual-reason"
        label="Lý do"
        required
        error={form.errors.reason}
        testId="manual-error-reason"
        name="reason"
        rows={3}
        maxLength={MANUAL_COMMISSION_LIMITS.reasonMax}
        placeholder="Ví dụ: Thưởng top affiliate tháng 3"
        value={form.values.reason}
        onChange={form.edit('reason')}
        controlTestId="manual-reason"
      />
      <p className="muted">Hoa hồng thủ công được duyệt ngay, có thể thanh toán ngay, và ghi vào lịch sử hoa hồng cùng lý do và người thực hiện.</p>
    </FormDialog>
  );
}
