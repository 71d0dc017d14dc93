import { CATEGORY_DESCRIPTION_MAX } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField, TextField } from '../../../components/ui/FormField';
import { FormFooter } from '../../../components/ui/FormFooter';
import { Modal } from '../../../components/ui/Modal';
import { useForm } from '../../../lib/use-form';
import { selectCategoryEditor } from '../categories.selectors';
import { categoriesActions } from '../categories.slice';
import { CATEGORY_FORM, categoryValues, EMPTY_CATEGORY } from '../categories.validation';

/** Creates a category, or edits the one chosen in the table. */
export function CategoryFormModal() {
  const dispatch = useDispatch();
  const editor = useSelector(selectCategoryEditor);
  const editing = editor.editing;
  const form = useForm(CATEGORY_FORM, {
    submission: editor.submission,
    onSubmit: (request) => dispatch(categoriesActions.editorSubmitted(request)),
  });
  const { values, errors: err, busy, reset } = form;
  const close = () => dispatch(categoriesActions.editorClosed());

  useEffect(() => {
    if (editor.open) reset(editing ? categoryValues(editing) : EMPTY_CATEGORY);
  }, [editor.open, editing, reset]);

  return (
    <Modal open={editor.open} title={editing ? 'Sửa danh mục' : 'Thêm danh mục'} busy={busy} onClose={close} testId="category-form-modal">
      <form className="form" onSubmit={form.submit} noValidate data-testid="category-form">
        <TextField
          id="category-name"
          label="Tên danh mục"
          required
          error={err.name}
          testId="category-error-name"
          name="name"
          autoComplete="off"
          placeholder="Ví dụ: Quảng cáo Facebook"
          value={values.name}
          onChange={form.edit('name')}
        />
        <FormField id="category-description" label="Mô tả" optional error={err.description} testId="category-error-description">
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={3}
              maxLength={CATEGORY_DESCRIPTION_MAX}
              value={values.description}
              onChange={(e) => form.edit('description')(e.target.value)}
            />
          )}
        </FormField>
        <TextField
          id="category-order"
          label="Thứ tự hiển thị"
          error={err.order}
          testId="category-error-order"
          name="order"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.order}
          onChange={form.edit('order')}
        />
        {!editing && (
          <label className="category-active-field">
            <input
              type="checkbox"
              name="isActive"
              checked={values.isActive === 'true'}
              onChange={(e) => form.edit('isActive')(String(e.target.checked))}
            />
            Hiển thị ngay cho học viên
          </label>
        )}
        <FormFooter
          formError={form.formError}
          busy={busy}
          onCancel={close}
          submitLabel={editing ? 'Lưu thay đổi' : 'Tạo danh mục'}
          testIdPrefix="category"
          submitTestId="category-submit"
        />
      </form>
    </Modal>
  );
}
