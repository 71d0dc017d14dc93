import { DISCOUNT_CODE_MAX, DISCOUNT_SCOPE_LABELS, DISCOUNT_SCOPES, DISCOUNT_TYPE_LABELS, DISCOUNT_TYPES, DiscountToolPlanOption } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ChecklistPicker, type ChecklistOption, type ChecklistTexts } from '../../../components/ui/ChecklistPicker';
import { FormField, TextField } from '../../../components/ui/FormField';
import { FormFooter } from '../../../components/ui/FormFooter';
import { Icon } from '../../../components/ui/Icon';
import { Modal } from '../../../components/ui/Modal';
import { formatVnd } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { useForm } from '../../../lib/use-form';
import { DISCOUNT_FORM, discountValues, EMPTY_DISCOUNT, generateDiscountCode, idsOf, listOf, typedCode, typedDigits } from '../discount-form';
import { selectDiscountEditor, selectDiscountTargets } from '../discounts.selectors';
import { discountsActions } from '../discounts.slice';

/** The courses or plans a code applies to, in the words of a discount. */
const TARGET_TEXTS: ChecklistTexts = {
  searchPrompt: 'Tìm theo tên...',
  loading: 'Đang tải danh sách...',
  none: 'Chưa có mục nào đang bán.',
  noMatch: 'Không có mục nào phù hợp.',
  unavailable: (count) => `${count} mục đã chọn không còn được bán.`,
};

const planLength = (days: number | null) => (days === null ? 'Trọn đời' : `${days} ngày`);
const planOption = ({ _id, name, price, durationDays, toolId }: DiscountToolPlanOption): ChecklistOption => ({
  id: _id,
  label: `${toolId.name} — ${name}`,
  detail: `${planLength(durationDays)} · ${formatVnd(price)}`,
});

/** The spec's modal form (part 1 section 5): creates a code, or edits the terms of the one chosen. */
export function DiscountFormModal() {
  const dispatch = useDispatch();
  const editor = useSelector(selectDiscountEditor);
  const targets = useSelector(selectDiscountTargets);
  const editing = editor.editing;
  const form = useForm(DISCOUNT_FORM, {
    submission: editor.submission,
    onSubmit: (request) => dispatch(discountsActions.editorSubmitted(request)),
  });
  const { values, errors: err, busy, reset } = form;
  const close = () => dispatch(discountsActions.editorClosed());
  const lists = dataOf(targets);
  const loadError = errorOf(targets)?.message;
  const percentage = values.type === 'percentage';

  useEffect(() => {
    if (editor.open) reset(editing ? discountValues(editing) : EMPTY_DISCOUNT);
  }, [editor.open, editing, reset]);

  return (
    <Modal open={editor.open} title={editing ? `Sửa mã ${editing.code}` : 'Tạo mã giảm giá'} size="lg" busy={busy} onClose={close} testId="discount-form-modal">
      <form className="form" onSubmit={form.submit} noValidate data-testid="discount-form">
        <FormField id="discount-code" label="Mã code" required error={err.code} testId="discount-error-code">
          {(control) => (
            <div className="discount-code-input">
              <input
                {...control}
                name="code"
                autoComplete="off"
                spellCheck={false}
                maxLength={DISCOUNT_CODE_MAX}
                placeholder="Ví dụ: TET2027"
                value={values.code}
                readOnly={editing !== null}
                onChange={(e) => form.edit('code')(typedCode(e.target.value))}
              />
              {!editing && (
                <button type="button" className="btn btn-secondary" onClick={() => form.edit('code')(generateDiscountCode())} disabled={busy} data-testid="discount-generate">
                  <Icon name="sparkles" size={18} /> Tạo mã ngẫu nhiên
                </button>
              )}
            </div>
          )}
        </FormField>
        {editing && <p className="discount-hint">Mã code không đổi được sau khi tạo; muốn mã khác, hãy tạo mã mới.</p>}

        <div className="form-row">
          <FormField id="discount-type" label="Loại giảm giá" error={err.type}>
            {(control) => (
              <select {...control} className="select select-block" name="type" value={values.type} onChange={(e) => form.edit('type')(e.target.value)} data-testid="discount-type">
                {DISCOUNT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {DISCOUNT_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="discount-value" label={percentage ? 'Giá trị (%)' : 'Giá trị (đồng)'} required error={err.value} testId="discount-error-value">
            {(control) => (
              <>
                <input
                  {...control}
                  name="value"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={percentage ? '10' : '50000'}
                  value={values.value}
                  onChange={(e) => form.edit('value')(typedDigits(e.target.value))}
                  data-testid="discount-value-input"
                />
                {!err.value && values.value !== '' && <p className="discount-hint">{percentage ? `Giảm ${values.value}% giá sản phẩm được áp dụng` : `Giảm ${formatVnd(Number(values.value))}`}</p>}
              </>
            )}
          </FormField>
        </div>

        <div className="form-row">
          <TextField id="discount-expiry" label="Ngày hết hạn" optional error={err.expiresOn} name="expiresOn" type="date" value={values.expiresOn} onChange={form.edit('expiresOn')} />
          <TextField
            id="discount-limit"
            label="Số lượt dùng tối đa"
            optional
            error={err.usageLimit}
            testId="discount-error-limit"
            name="usageLimit"
            inputMode="numeric"
            placeholder="Không giới hạn (∞)"
            value={values.usageLimit}
            onChange={(value) => form.edit('usageLimit')(typedDigits(value))}
          />
        </div>

        <FormField id="discount-scope" label="Áp dụng cho" error={err.appliesTo}>
          {(control) => (
            <select {...control} className="select select-block" name="appliesTo" value={values.appliesTo} onChange={(e) => form.edit('appliesTo')(e.target.value)} data-testid="discount-scope-select">
              {DISCOUNT_SCOPES.map((scope) => (
                <option key={scope} value={scope}>
                  {DISCOUNT_SCOPE_LABELS[scope]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {values.appliesTo === 'specific_courses' && (
          <ChecklistPicker
            id="applicableCourses"
            legend="Khóa học được áp dụng"
            options={lists?.courses.map(({ _id, title, price }) => ({ id: _id, label: title, detail: formatVnd(price) }))}
            selected={idsOf(values.applicableCourses)}
            error={err.applicableCourses}
            loading={targets.status === 'loading'}
            loadError={loadError}
            disabled={busy}
            onChange={(ids) => form.edit('applicableCourses')(listOf(ids))}
            texts={TARGET_TEXTS}
            testId="discount-courses"
          />
        )}
        {values.appliesTo === 'specific_tools' && (
          <ChecklistPicker
            id="applicableTools"
            legend="Gói phần mềm được áp dụng"
            options={lists?.plans.map(planOption)}
            selected={idsOf(values.applicableTools)}
            error={err.applicableTools}
            loading={targets.status === 'loading'}
            loadError={loadError}
            disabled={busy}
            onChange={(ids) => form.edit('applicableTools')(listOf(ids))}
            texts={TARGET_TEXTS}
            testId="discount-plans"
          />
        )}

        <FormFooter
          formError={form.formError}
          busy={busy}
          onCancel={close}
          submitLabel={editing ? 'Lưu thay đổi' : 'Tạo mã'}
          testIdPrefix="discount"
          submitTestId="discount-submit"
        />
      </form>
    </Modal>
  );
}
