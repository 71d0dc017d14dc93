import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormFooter } from '../../../components/ui/FormFooter';
import { TextField } from '../../../components/ui/FormField';
import { ImagePicker } from '../../../components/ui/ImagePicker';
import { Modal } from '../../../components/ui/Modal';
import { pickedFiles } from '../../../lib/picked-files';
import { useForm } from '../../../lib/use-form';
import { EMPTY_POPUP, imageError, popupForm, popupValues } from '../popup-form';
import { selectPopupEditor } from '../popup.selectors';
import { popupActions } from '../popup.slice';

/** Creates a popup or edits the one chosen: title, link, picture with its preview, and whether visitors see it. */
export function PopupFormModal() {
  const dispatch = useDispatch();
  const editor = useSelector(selectPopupEditor);
  const { editing } = editor;
  const [file, setFile] = useState<File | null>(null);
  const [pickError, setPickError] = useState<string | undefined>();
  const form = useForm(popupForm(file, editing === null), {
    submission: editor.submission,
    onSubmit: (request) => dispatch(popupActions.editorSubmitted({ form: request, imageKey: file ? pickedFiles.keep(file) : null })),
  });
  const { values, errors, busy, reset } = form;
  const close = () => dispatch(popupActions.editorClosed());

  useEffect(() => {
    if (!editor.open) return;
    reset(editing ? popupValues(editing) : EMPTY_POPUP);
    setFile(null);
    setPickError(undefined);
  }, [editor.open, editing, reset]);

  const pick = (picked: File) => {
    const problem = imageError(picked, false);
    setPickError(problem);
    setFile(problem ? null : picked);
    form.edit('image')('');
  };

  return (
    <Modal open={editor.open} title={editing ? 'Sửa popup' : 'Tạo popup'} size="lg" busy={busy} onClose={close} testId="popup-form-modal">
      <form className="form" onSubmit={form.submit} noValidate data-testid="popup-form">
        <TextField id="popup-title" label="Tiêu đề" required name="title" value={values.title} onChange={form.edit('title')} error={errors.title} maxLength={120} placeholder="Ví dụ: Ưu đãi khai giảng tháng 6" testId="popup-error-title" />
        <TextField
          id="popup-link"
          label="Liên kết khi bấm vào ảnh"
          required
          name="link"
          type="url"
          inputMode="url"
          value={values.link}
          onChange={form.edit('link')}
          error={errors.link}
          placeholder="https://..."
          testId="popup-error-link"
        />
        <ImagePicker
          id="popup-image"
          label="Ảnh popup"
          required={editing === null}
          file={file}
          currentUrl={editing?.imageUrl ?? null}
          hint="JPG, PNG, WebP, GIF hoặc AVIF, tối đa 5 MB. Nên dùng ảnh dọc hoặc vuông, rộng từ 600px."
          error={pickError ?? errors.image}
          disabled={busy}
          onPick={pick}
          testId="popup-image"
        />
        <label className="popup-active-field">
          <input type="checkbox" name="isActive" checked={values.isActive === 'true'} onChange={(e) => form.edit('isActive')(String(e.target.checked))} data-testid="popup-active-input" />
          <span>
            Hiển thị cho khách truy cập
            <span className="muted"> (mỗi lúc chỉ một popup được bật; popup đang bật sẽ tự tắt)</span>
          </span>
        </label>
        <FormFooter formError={form.formError} busy={busy} onCancel={close} submitLabel={editing ? 'Lưu thay đổi' : 'Tạo popup'} testIdPrefix="popup" submitTestId="popup-submit" />
      </form>
    </Modal>
  );
}
