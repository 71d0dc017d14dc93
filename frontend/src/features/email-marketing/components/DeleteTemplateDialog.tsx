import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '../../../components/ui/Modal';
import { selectTemplateDeletion } from '../email-marketing.selectors';
import { emailTemplatesActions } from '../email-templates.slice';

/** 'Xác nhận Xóa'; a template a campaign still sends is refused, and the server's words stay in the dialog. */
export function DeleteTemplateDialog() {
  const dispatch = useDispatch();
  const { template, submission } = useSelector(selectTemplateDeletion);
  return (
    <ConfirmDialog
      open={template !== null}
      title="Xác nhận Xóa"
      confirmLabel="Xóa mẫu"
      busy={submission.status === 'loading'}
      onConfirm={() => dispatch(emailTemplatesActions.deleteConfirmed())}
      onCancel={() => dispatch(emailTemplatesActions.deleteCancelled())}
      testId="template-delete-dialog"
      message={
        <>
          <p>
            Bạn có chắc chắn muốn xóa mẫu email <strong>{template?.name}</strong>?
          </p>
          {submission.status === 'failed' && (
            <p className="alert alert-error" role="alert" data-testid="template-delete-error">
              {submission.error.message}
            </p>
          )}
        </>
      }
    />
  );
}
