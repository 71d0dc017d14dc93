import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '../../../components/ui/Modal';
import { selectScenarioDeletion } from '../email-marketing.selectors';
import { emailScenariosActions } from '../email-scenarios.slice';

/** 'Xác nhận Xóa' for a scenario (with its steps) or one step; what already sent mail is archived instead, as the server decides. */
export function DeleteScenarioDialog() {
  const dispatch = useDispatch();
  const { target, submission } = useSelector(selectScenarioDeletion);
  const steps = target?.kind === 'scenario' ? target.scenario.campaigns.length : 0;
  return (
    <ConfirmDialog
      open={target !== null}
      title="Xác nhận Xóa"
      confirmLabel={target?.kind === 'scenario' ? 'Xóa kịch bản' : 'Xóa chiến dịch'}
      busy={submission.status === 'loading'}
      onConfirm={() => dispatch(emailScenariosActions.deleteConfirmed())}
      onCancel={() => dispatch(emailScenariosActions.deleteCancelled())}
      testId="scenario-delete-dialog"
      message={
        <>
          {target?.kind === 'scenario' ? (
            <p>
              Bạn có chắc chắn muốn xóa kịch bản <strong>{target.scenario.name}</strong>
              {steps > 0 && ` cùng ${steps} chiến dịch của nó`}?
            </p>
          ) : (
            <p>
              Bạn có chắc chắn muốn xóa chiến dịch <strong>{target?.campaign.name}</strong>?
            </p>
          )}
          <p className="muted">Những gì đã gửi email sẽ được lưu trữ (ngừng gửi, giữ lịch sử) thay vì xóa hẳn.</p>
          {submission.status === 'failed' && (
            <p className="alert alert-error" role="alert" data-testid="scenario-delete-error">
              {submission.error.message}
            </p>
          )}
        </>
      }
    />
  );
}
