import { Campaign } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { dataOf, errorOf } from '../../../lib/remote';
import { OPEN_RATE_NOTE } from '../campaign-stats';
import { selectCampaignMoves, selectScenarioList, selectScenarioReorders, selectScenarioToggles } from '../email-marketing.selectors';
import { emailScenariosActions } from '../email-scenarios.slice';
import { emailTemplatesActions } from '../email-templates.slice';
import { BroadcastDialog } from './BroadcastDialog';
import { CampaignFormModal } from './CampaignFormModal';
import { DeleteScenarioDialog } from './DeleteScenarioDialog';
import { ScenarioCard } from './ScenarioCard';
import { ScenarioFormModal } from './ScenarioFormModal';
import './email-marketing.css';

/**
 * /admin/email-campaigns: the running scenarios, newest first, each with its trigger, its switch
 * and its steps in order; steps move between scenarios by drag and drop or by their buttons.
 */
export function EmailCampaignsAdmin() {
  const dispatch = useDispatch();
  const list = useSelector(selectScenarioList);
  const toggling = useSelector(selectScenarioToggles);
  const moving = useSelector(selectCampaignMoves);
  const reordering = useSelector(selectScenarioReorders);
  const [dragging, setDragging] = useState<Campaign | null>(null);
  const scenarios = dataOf(list);
  const failure = errorOf(list);

  useEffect(() => {
    dispatch(emailScenariosActions.opened());
    // The step form picks among the templates.
    dispatch(emailTemplatesActions.opened());
  }, [dispatch]);

  return (
    <div className="em-campaigns">
      <div className="card em-toolbar">
        <p className="muted em-toolbar-text">
          {scenarios ? `${scenarios.length} kịch bản đang chạy. ` : ''}Kéo thả một chiến dịch để đổi thứ tự hoặc chuyển sang kịch bản khác, hoặc dùng các nút lên, xuống và “Chuyển”.
        </p>
        <button type="button" className="btn btn-primary" onClick={() => dispatch(emailScenariosActions.scenarioCreateOpened())} data-testid="scenario-create">
          <Icon name="plus" size={18} /> Tạo kịch bản
        </button>
      </div>
      {failure && <LoadError variant="card" message={failure.message} onRetry={() => dispatch(emailScenariosActions.opened())} testId="scenarios-error" />}
      {!scenarios && !failure && (
        <p className="card table-state" data-testid="scenarios-loading">
          Đang tải dữ liệu...
        </p>
      )}
      {scenarios?.length === 0 && (
        <p className="card table-state" data-testid="scenarios-empty">
          Chưa có kịch bản email nào. Tạo kịch bản, chọn sự kiện kích hoạt rồi thêm các chiến dịch theo thứ tự gửi.
        </p>
      )}
      <div className={list.status === 'loading' && scenarios ? 'em-scenarios is-refreshing' : 'em-scenarios'} data-testid="scenarios-list">
        {scenarios?.map((scenario) => (
          <ScenarioCard
            key={scenario._id}
            scenario={scenario}
            scenarios={scenarios}
            toggling={Boolean(toggling[scenario._id])}
            reordering={Boolean(reordering[scenario._id])}
            moving={moving}
            dragging={dragging}
            onDragStart={setDragging}
            onDragEnd={() => setDragging(null)}
            onToggle={(isActive) => dispatch(emailScenariosActions.toggleRequested({ scenario, isActive }))}
            onEdit={() => dispatch(emailScenariosActions.scenarioEditOpened(scenario))}
            onDelete={() => dispatch(emailScenariosActions.deleteRequested({ kind: 'scenario', scenario }))}
            onBroadcast={() => dispatch(emailScenariosActions.broadcastRequested(scenario))}
            onAddCampaign={() => dispatch(emailScenariosActions.campaignCreateOpened(scenario._id))}
            onEditCampaign={(campaign) => dispatch(emailScenariosActions.campaignEditOpened(campaign))}
            onDeleteCampaign={(campaign) => dispatch(emailScenariosActions.deleteRequested({ kind: 'campaign', campaign }))}
            onReorder={(campaignIds) => dispatch(emailScenariosActions.reorderRequested({ scenarioId: scenario._id, campaignIds }))}
            onMove={(campaign, toScenarioId) => {
              setDragging(null);
              dispatch(emailScenariosActions.moveRequested({ campaign, toScenarioId }));
            }}
          />
        ))}
      </div>
      {scenarios && scenarios.length > 0 && (
        <p className="muted em-footnote" data-testid="open-rate-note">
          {OPEN_RATE_NOTE}
        </p>
      )}
      <ScenarioFormModal />
      <CampaignFormModal />
      <DeleteScenarioDialog />
      <BroadcastDialog />
    </div>
  );
}
