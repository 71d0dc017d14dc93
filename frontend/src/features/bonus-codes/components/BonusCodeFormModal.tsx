import { BONUS_CODE_MAX } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField, TextField } from '../../../components/ui/FormField';
import { FormFooter } from '../../../components/ui/FormFooter';
import { Modal } from '../../../components/ui/Modal';
import { formatVnd } from '../../../lib/format';
import { useForm } from '../../../lib/use-form';
import { BONUS_CODE_FORM, bonusCodeValues, EMPTY_BONUS_CODE, typedCode, typedDigits } from '../bonus-code-form';
import { selectBonusCodeEditor } from '../bonus-codes.selectors';
import { bonusCodesActions } from '../bonus-codes.slice';

/** Creates a code, or edits the terms (and the flag) of the one chosen; new terms apply to later claims only. */
export function BonusCodeFormModal() {
  const dispatch = useDispatch();
  const editor = useSelector(selectBonusCodeEditor);
  const editing = editor.editing;
  const form = useForm(BONUS_CODE_FORM, {
    submission: editor.submission,
    onSubmit: (request) => dispatch(bonusCodesActions.editorSubmitted(request)),
  });
  const { values, errors: err, busy, reset } = form;
  const close = () => dispatch(bonusCodesActions.editorClosed());

  useEffect(() => {
    if (editor.open) reset(editing ? bonusCodeValues(editing) : EMPTY_BONUS_CODE);
  }, [editor.open, editing, reset]);

  return (
    <Modal open={editor.open} title={editing ? `Sửa mã ${editing.code}` : 'Tạo mã thưởng'} size="lg" busy={busy} onClose={close} testId="bonus-code-form-modal">
      <form className="form" onSubmit={form.submit} noValidate data-testid="bonus-code-form">
        <FormField id="bonus-code-code" label="Mã thưởng" required error={err.code} testId="bonus-code-error-code">
          {(control) => (
            <input
              {...control}
              className="bonus-code-input"
              name="code"
              autoComplete="off"
              spellCheck={false}
              maxLength={BONUS_CODE_MAX}
              placeholder="Ví dụ: TET2027"
              value={values.code}
              readOnly={editing !== null}
              onChange={(e) => form.edit('code')(typedCode(e.target.value))}
            />
          )}
        </FormField>
        <p className="bonus-code-hint">
          {editing ? 'Mã không đổi được sau khi tạo. Điều kiện mới chỉ áp dụng cho lượt nhận sau; tiền thưởng đã nhận giữ nguyên.' : '3 đến 20 chữ cái không dấu hoặc chữ số.'}
        </p>

        <div className="form-row">
          <FormField id="bonus-code-amount" label="Số tiền thưởng (đồng)" required error={err.bonusAmount} testId="bonus-code-error-amount">
            {(control) => (
              <>
                <input
                  {...control}
                  name="bonusAmount"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="50000"
                  value={values.bonusAmount}
                  onChange={(e) => form.edit('bonusAmount')(typedDigits(e.target.value))}
                  data-testid="bonus-code-amount-input"
                />
                {!err.bonusAmount && values.bonusAmount !== '' && <p className="bonus-code-hint">{formatVnd(Number(values.bonusAmount))} vào ví thưởng</p>}
              </>
            )}
          </FormField>
          <TextField
            id="bonus-code-days"
            label="Số ngày hiệu lực của tiền thưởng"
            required
            error={err.validityDays}
            testId="bonus-code-error-days"
            name="validityDays"
            inputMode="numeric"
            placeholder="30"
            value={values.validityDays}
            onChange={(value) => form.edit('validityDays')(typedDigits(value))}
          />
        </div>

        <TextField
          id="bonus-code-limit"
          label="Tổng số lượt nhận tối đa"
          optional
          error={err.claimLimit}
          testId="bonus-code-error-limit"
          name="claimLimit"
          inputMode="numeric"
          placeholder="Không giới hạn (∞)"
          value={values.claimLimit}
          onChange={(value) => form.edit('claimLimit')(typedDigits(value))}
        />

        <div className="form-row">
          <TextField id="bonus-code-from" label="Nhận từ ngày" optional error={err.validFrom} name="validFrom" type="date" value={values.validFrom} onChange={form.edit('validFrom')} />
          <TextField
            id="bonus-code-until"
            label="Nhận đến hết ngày"
            optional
            error={err.validUntil}
            testId="bonus-code-error-until"
            name="validUntil"
            type="date"
            value={values.validUntil}
            onChange={form.edit('validUntil')}
          />
        </div>

        <label className="bonus-code-active-field">
          <input type="checkbox" name="isActive" checked={values.isActive === 'true'} onChange={(e) => form.edit('isActive')(String(e.target.checked))} data-testid="bonus-code-active-input" />
          Đang hoạt động (học viên nhận được ngay)
        </label>

        <FormFooter
          formError={form.formError}
          busy={busy}
          onCancel={close}
          submitLabel={editing ? 'Lưu thay đổi' : 'Tạo mã'}
          testIdPrefix="bonus-code"
          submitTestId="bonus-code-submit"
        />
      </form>
    </Modal>
  );
}
