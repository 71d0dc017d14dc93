import { AdminTool, TOOL_DELIVERY_MAX, TOOL_DESCRIPTION_MAX, TOOL_NAME_MAX } from '@academy/contracts';
import { FormEvent, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField, TextField } from '../../../components/ui/FormField';
import { Modal } from '../../../components/ui/Modal';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { formatVnd } from '../../../lib/format';
import { pickedFiles } from '../../../lib/picked-files';
import { formatPlanDuration } from '../tool-format';
import { emptyToolDraft, thumbnailError, ToolDraft, toolDraftOf, ToolFormErrors, validateToolDraft } from '../tool-form';
import { selectToolEditor } from '../tools.selectors';
import { toolsActions } from '../tools.slice';
import { PlanRowsField } from './PlanRowsField';
import { ThumbnailField } from './ThumbnailField';

type Picked = { key: string; file: Blob };

/**
 * The errors on screen: the client's from the last submit, then the server's from the last failure,
 * each hidden once the admin changes its field.
 */
function useFormErrors(serverFields: Record<string, string> | undefined) {
  const [client, setClient] = useState<ToolFormErrors>({});
  const [answered, setAnswered] = useState<string[]>([]);
  useEffect(() => setAnswered([]), [serverFields]);
  const server = Object.fromEntries(Object.entries(serverFields ?? {}).filter(([field]) => !answered.includes(field)));
  return {
    errors: { ...server, ...client },
    edited: (field: string) => {
      setClient(({ [field]: _, ...rest }) => rest);
      setAnswered((fields) => [...fields, field]);
    },
    replace: setClient,
  };
}

/** The plans a buyer can no longer choose, shown so the admin knows why they are not in the form. */
function RetiredPlans({ tool }: { tool: AdminTool | null }) {
  const retired = tool?.plans.filter((plan) => !plan.onSale) ?? [];
  if (retired.length === 0) return null;
  return (
    <div className="retired-plans">
      <p className="muted">Gói đã ngừng bán (giữ nguyên cho các đơn hàng đã mua):</p>
      <ul>
        {retired.map((plan) => (
          <li key={plan._id}>
            {plan.name} · {formatPlanDuration(plan.durationDays)} · {formatVnd(plan.price)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Creates a tool, or edits the one chosen in the table: details, picture and plans, sent as one form. */
export function ToolFormModal() {
  const dispatch = useDispatch();
  const { open, editing, submission, progress } = useSelector(selectToolEditor);
  const [draft, setDraft] = useState<ToolDraft>(emptyToolDraft);
  const [picked, setPicked] = useState<Picked | null>(null);
  const failure = submission.status === 'failed' ? submission.error : null;
  const { errors, edited, replace } = useFormErrors(failure?.fields);
  const busy = submission.status === 'loading';

  useEffect(() => {
    if (!open) return;
    setDraft(editing ? toolDraftOf(editing) : emptyToolDraft());
    setPicked(null);
    replace({});
  }, [open, editing, replace]);

  const change = (field: keyof Omit<ToolDraft, 'plans'>) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    edited(field);
  };
  const pick = (file: File) => {
    if (picked) pickedFiles.release(picked.key);
    setPicked({ key: pickedFiles.keep(file), file });
    edited('thumbnail');
    const problem = thumbnailError(file, !editing);
    if (problem) replace((current) => ({ ...current, thumbnail: problem }));
  };
  const close = () => {
    if (picked) pickedFiles.release(picked.key);
    dispatch(toolsActions.editorClosed());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = validateToolDraft(draft, picked?.file ?? null, !editing);
    if (!result.ok) return replace(result.errors);
    replace({});
    dispatch(toolsActions.editorSubmitted({ form: result.request, thumbnailKey: picked?.key ?? null }));
  };

  return (
    <Modal open={open} title={editing ? 'Sửa phần mềm' : 'Thêm phần mềm'} size="2xl" busy={busy} onClose={close} testId="tool-form-modal">
      <form className="form tool-form" onSubmit={submit} noValidate data-testid="tool-form">
        <div className="tool-form-top">
          <ThumbnailField file={picked?.file ?? null} currentUrl={editing?.thumbnailUrl ?? null} error={errors.thumbnail} disabled={busy} onPick={pick} />
          <div className="tool-form-details">
            <TextField id="tool-name" label="Tên phần mềm" required error={errors.name} testId="tool-error-name" name="name" autoComplete="off" maxLength={TOOL_NAME_MAX} placeholder="Ví dụ: Phần mềm Seeding Facebook" value={draft.name} onChange={change('name')} disabled={busy} />
            <FormField id="tool-description" label="Mô tả" optional error={errors.description} testId="tool-error-description">
              {(control) => <textarea {...control} name="description" rows={4} maxLength={TOOL_DESCRIPTION_MAX} value={draft.description} disabled={busy} onChange={(e) => change('description')(e.target.value)} />}
            </FormField>
          </div>
        </div>
        <FormField id="tool-delivery" label="Nội dung bàn giao cho người mua" required error={errors.delivery} testId="tool-error-delivery">
          {(control) => (
            <textarea
              {...control}
              name="delivery"
              rows={3}
              maxLength={TOOL_DELIVERY_MAX}
              placeholder="Chỉ người đã mua mới thấy: mã kích hoạt, link tải, hướng dẫn đăng nhập..."
              value={draft.delivery}
              disabled={busy}
              onChange={(e) => change('delivery')(e.target.value)}
            />
          )}
        </FormField>
        <PlanRowsField plans={draft.plans} errors={errors} disabled={busy} onChange={(plans) => setDraft((current) => ({ ...current, plans }))} onEdited={edited} />
        <RetiredPlans tool={editing} />
        {busy && <ProgressBar percent={progress ?? 0} label={picked ? 'Đang tải ảnh và lưu...' : 'Đang lưu...'} testId="tool-upload-progress" />}
        {failure && (
          <p className="alert alert-error" role="alert" data-testid="tool-form-error">
            {failure.message}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={busy}>
            Hủy
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="tool-submit">
            {busy ? 'Đang lưu...' : editing ? 'Lưu thay đổi' : 'Tạo phần mềm'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
