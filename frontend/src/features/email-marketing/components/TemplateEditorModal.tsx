import { SAMPLE_TEMPLATE_VALUES, TEMPLATE_BODY_MAX, TEMPLATE_NAME_MAX, TEMPLATE_SUBJECT_MAX, TemplateValues, TemplateVariable } from '@academy/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField, TextField } from '../../../components/ui/FormField';
import { FormFooter } from '../../../components/ui/FormFooter';
import { Modal } from '../../../components/ui/Modal';
import { useForm } from '../../../lib/use-form';
import { selectTemplateEditor } from '../email-marketing.selectors';
import { emailTemplatesActions } from '../email-templates.slice';
import { EMPTY_TEMPLATE, insertToken, TEMPLATE_FORM, templateValues } from '../template-form';
import { TemplatePreview } from './TemplatePreview';
import { VariablePicker } from './VariablePicker';

type TextTarget = 'subject' | 'body';

/** Creates a template or edits the one chosen: name, subject and HTML body, the variables beside them and the live preview. */
export function TemplateEditorModal() {
  const dispatch = useDispatch();
  const editor = useSelector(selectTemplateEditor);
  const { editing } = editor;
  const form = useForm(TEMPLATE_FORM, { submission: editor.submission, onSubmit: (request) => dispatch(emailTemplatesActions.editorSubmitted(request)) });
  const { values, errors, busy, reset } = form;
  const [sample, setSample] = useState<Required<TemplateValues>>(SAMPLE_TEMPLATE_VALUES);
  const [target, setTarget] = useState<TextTarget>('body');
  const fields = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  // Where the caret goes once the inserted token is on screen.
  const caret = useRef<{ target: TextTarget; at: number } | null>(null);
  const close = () => dispatch(emailTemplatesActions.editorClosed());

  useEffect(() => {
    if (!editor.open) return;
    reset(editing ? templateValues(editing) : EMPTY_TEMPLATE);
    setTarget('body');
  }, [editor.open, editing, reset]);

  useLayoutEffect(() => {
    const pending = caret.current;
    if (!pending) return;
    caret.current = null;
    const field = fields[pending.target].current;
    field?.focus();
    field?.setSelectionRange(pending.at, pending.at);
  });

  const insert = (variable: TemplateVariable) => {
    const field = fields[target].current;
    const text = values[target];
    const { text: next, caret: at } = insertToken(text, field?.selectionStart ?? text.length, field?.selectionEnd ?? text.length, variable);
    caret.current = { target, at };
    form.edit(target)(next);
  };

  return (
    <Modal open={editor.open} title={editing ? `Sửa mẫu email: ${editing.name}` : 'Tạo mẫu email'} size="3xl" busy={busy} onClose={close} testId="template-editor">
      <form className="form em-template-form" onSubmit={form.submit} noValidate data-testid="template-form">
        <div className="em-template-grid">
          <div className="em-template-fields">
            <TextField
              id="template-name"
              label="Tên mẫu"
              required
              name="name"
              maxLength={TEMPLATE_NAME_MAX}
              placeholder="Ví dụ: Chào mừng thành viên mới"
              value={values.name}
              onChange={form.edit('name')}
              error={errors.name}
              testId="template-error-name"
            />
            <FormField id="template-subject" label="Tiêu đề email" required error={errors.subject} testId="template-error-subject">
              {(control) => (
                <input
                  {...control}
                  ref={fields.subject}
                  name="subject"
                  maxLength={TEMPLATE_SUBJECT_MAX}
                  autoComplete="off"
                  value={values.subject}
                  onFocus={() => setTarget('subject')}
                  onChange={(e) => form.edit('subject')(e.target.value)}
                />
              )}
            </FormField>
            <VariablePicker target={target} disabled={busy} onPick={insert} />
            <FormField id="template-body" label="Nội dung (HTML)" required error={errors.body} testId="template-error-body">
              {(control) => (
                <textarea
                  {...control}
                  ref={fields.body}
                  name="body"
                  className="em-template-body"
                  rows={14}
                  maxLength={TEMPLATE_BODY_MAX}
                  spellCheck={false}
                  value={values.body}
                  onFocus={() => setTarget('body')}
                  onChange={(e) => form.edit('body')(e.target.value)}
                />
              )}
            </FormField>
            <p className="muted em-hint">
              Giá trị của các biến được mã hóa HTML khi gửi. Liên kết hủy nhận email và thông tin người gửi được hệ thống tự thêm vào cuối mỗi email.
            </p>
          </div>
          <TemplatePreview
            subject={values.subject}
            body={values.body}
            sample={sample}
            onSampleChange={(variable, value) => setSample((current) => ({ ...current, [variable]: value }))}
            onSampleReset={() => setSample(SAMPLE_TEMPLATE_VALUES)}
          />
        </div>
        <FormFooter formError={form.formError} busy={busy} onCancel={close} submitLabel={editing ? 'Lưu thay đổi' : 'Tạo mẫu'} testIdPrefix="template" submitTestId="template-submit" />
      </form>
    </Modal>
  );
}
