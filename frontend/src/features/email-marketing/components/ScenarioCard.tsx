import { Campaign, EmailScenario } from '@academy/contracts';
import { DragEvent, useState } from 'react';
import { ActiveSwitch } from '../../../components/ui/ActiveSwitch';
import { Badge } from '../../../components/ui/Badge';
import { EditDeleteActions } from '../../../components/ui/EditDeleteActions';
import { Icon } from '../../../components/ui/Icon';
import { moveItem } from '../campaign-order';
import { describeTrigger } from '../scenario-form';
import { CAMPAIGN_DRAG_TYPE, CampaignItem } from './CampaignItem';

interface ScenarioCardProps {
  scenario: EmailScenario;
  /** Every running scenario, for the steps' "move to" choices. */
  scenarios: EmailScenario[];
  toggling: boolean;
  reordering: boolean;
  moving: Record<string, boolean>;
  /** The step being dragged anywhere on the page. */
  dragging: Campaign | null;
  onDragStart(campaign: Campaign): void;
  onDragEnd(): void;
  onToggle(isActive: boolean): void;
  onEdit(): void;
  onDelete(): void;
  /** Only for a manual scenario: send it now. */
  onBroadcast(): void;
  onAddCampaign(): void;
  onEditCampaign(campaign: Campaign): void;
  onDeleteCampaign(campaign: Campaign): void;
  onReorder(campaignIds: string[]): void;
  onMove(campaign: Campaign, toScenarioId: string): void;
}

/**
 * A scenario with its trigger, its switch and its ordered steps. A step dropped here from another
 * scenario moves here (after the last step); dropped on a step of this one, it takes that place.
 */
export function ScenarioCard(props: ScenarioCardProps) {
  const { scenario, scenarios, toggling, reordering, moving, dragging, onDragStart, onDragEnd } = props;
  const [over, setOver] = useState(false);
  const { campaigns } = scenario;
  const ids = campaigns.map((campaign) => campaign._id);
  const others = scenarios.filter((other) => other._id !== scenario._id);
  const foreign = dragging !== null && dragging.scenarioId !== scenario._id;

  const reorder = (from: number, to: number) => props.onReorder(moveItem(ids, from, to));
  const dragOver = (event: DragEvent) => {
    if (!foreign || !event.dataTransfer.types.includes(CAMPAIGN_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (foreign && dragging) props.onMove(dragging, scenario._id);
  };

  return (
    <section
      className={['card', 'em-scenario', over ? 'is-drop-target' : '', scenario.isActive ? '' : 'is-paused'].filter(Boolean).join(' ')}
      aria-labelledby={`scenario-${scenario._id}`}
      onDragOver={dragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={drop}
      data-testid="scenario-card"
      data-scenario-id={scenario._id}
    >
      <header className="em-scenario-head">
        <div className="em-scenario-title">
          <h2 id={`scenario-${scenario._id}`} data-testid="scenario-name">
            {scenario.name}
          </h2>
          <p className="em-trigger" data-testid="scenario-trigger-text">
            <Icon name="bell" size={16} /> {describeTrigger(scenario.trigger)}
          </p>
        </div>
        <div className="em-scenario-controls">
          <Badge tone={scenario.isActive ? 'green' : 'gray'} testId="scenario-status">
            {scenario.isActive ? 'Đang chạy' : 'Tạm dừng'}
          </Badge>
          <ActiveSwitch isActive={scenario.isActive} disabled={toggling} subject={`kịch bản ${scenario.name}`} onChange={props.onToggle} testId="scenario-toggle" />
          <EditDeleteActions subject={`kịch bản ${scenario.name}`} kind="kịch bản" onEdit={props.onEdit} onDelete={props.onDelete} testIdPrefix="scenario" />
        </div>
      </header>

      {campaigns.length === 0 ? (
        <p className="em-empty-steps" data-testid="scenario-empty">
          Chưa có chiến dịch nào. Thêm chiến dịch mới hoặc kéo một chiến dịch từ kịch bản khác vào đây.
        </p>
      ) : (
        <ol className="em-steps" aria-label={`Các chiến dịch của ${scenario.name}`}>
          {campaigns.map((campaign, index) => (
            <CampaignItem
              key={campaign._id}
              campaign={campaign}
              index={index}
              total={campaigns.length}
              others={others}
              busy={reordering || Boolean(moving[campaign._id])}
              acceptsDrop={dragging !== null && dragging.scenarioId === scenario._id && dragging._id !== campaign._id && !reordering}
              onDragStart={onDragStart}
              onDragEnd={onDragEnd}
              onDropHere={() => dragging && reorder(ids.indexOf(dragging._id), index)}
              onReorder={(to) => reorder(index, to)}
              onMove={(to) => props.onMove(campaign, to)}
              onEdit={() => props.onEditCampaign(campaign)}
              onDelete={() => props.onDeleteCampaign(campaign)}
            />
          ))}
        </ol>
      )}

      <div className="em-scenario-foot">
        <button type="button" className="btn btn-secondary" onClick={props.onAddCampaign} data-testid="campaign-create">
          <Icon name="plus" size={18} /> Thêm chiến dịch
        </button>
        {scenario.trigger.type === 'manual' && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!scenario.isActive || campaigns.length === 0}
            title={!scenario.isActive ? 'Bật kịch bản trước khi gửi' : campaigns.length === 0 ? 'Thêm chiến dịch trước khi gửi' : undefined}
            onClick={props.onBroadcast}
            data-testid="scenario-broadcast"
          >
            <Icon name="send" size={18} /> Gửi ngay
          </button>
        )}
      </div>
    </section>
  );
}
