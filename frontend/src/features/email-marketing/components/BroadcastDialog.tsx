import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '../../../components/ui/Modal';
import { describeAudience, EVERYONE_TEXT } from '../audience-summary';
import { selectScenarioBroadcast } from '../email-marketing.selectors';
import { emailScenariosActions } from '../email-scenarios.slice';

/** "Gửi ngay" of a manual scenario: its first step goes to that step's audience, once per confirmation. */
export function BroadcastDialog() {
  const dispatch = useDispatch();
  const { scenario, submission } = useSelector(selectScenarioBroadcast);
  const first = scenario?.campaigns[0];
  const audience = first ? describeAudience(first.audience) : [];
  return (
    <ConfirmDialog
      open={scenario !== null}
      title="Gửi ngay"
      confirmLabel="Gửi ngay"
      busy={submission.status === 'loading'}
      onConfirm={() => dispatch(emailScenariosActions.broadcastConfirmed())}
      onCancel={() => dispatch(emailScenariosActions.broadcastCancelled())}
      testId="scenario-broadcast-dialog"
      message={
        <>
          <p>
            Gửi kịch bản <strong>{scenario?.name}</strong> ngay bây giờ? Chiến dịch đầu tiên (<strong>{first?.name}</strong>) được gửi cho:{' '}
            {audience.length === 0 ? EVERYONE_TEXT.toLocaleLowerCase('vi') : audience.join(', ').toLocaleLowerCase('vi')}; các chiến dịch sau gửi theo thời gian chờ của chúng.
          </p>
          <p className="muted">Mỗi lần xác nhận là một lần gửi. Người đã hủy nhận hoặc chưa xác thực email không nhận được.</p>
          {submission.status === 'failed' && (
            <p className="alert alert-error" role="alert" data-testid="scenario-broadcast-error">
              {submission.error.message}
            </p>
          )}
        </>
      }
    />
  );
}
