import { Campaign, EmailScenario } from '@academy/contracts';
import { DragEvent, useState } from 'react';
import { EditDeleteActions } from '../../../components/ui/EditDeleteActions';
import { Icon } from '../../../components/ui/Icon';
import { describeAudience, EVERYONE_TEXT } from '../audience-summary';
import { describeDelay } from '../campaign-form';
import { OPEN_RATE_NOTE, openRate } from '../campaign-stats';

/** The type a dragged step carries, so a drop of anything else (a file, some text) is ignored. */
export const CAMPAIGN_DRAG_TYPE = 'application/x-academy-campaign';

interface CampaignItemProps {
  campaign: Campaign;
  index: number;
  total: number;
  /** The scenarios it can be moved to. */
  others: EmailScenario[];
  /** A move or a reorder of its scenario is in flight. */
  busy: boolean;
  /** Another step of the same scenario is dragged over this one: it may drop here. */
  acceptsDrop: boolean;
  onDragStart(campaign: Campaign): void;
  onDragEnd(): void;
  onDropHere(): void;
  onReorder(toIndex: number): void;
  onMove(toScenarioId: string): void;
  onEdit(): void;
  onDelete(): void;
}

/** One step: where it stands, what it sends, when, to whom, how it went; moved by dragging or by its buttons. */
export function CampaignItem({ campaign, index, total, others, busy, acceptsDrop, onDragStart, onDragEnd, onDropHere, onReorder, onMove, onEdit, onDelete }: CampaignItemProps) {
  const [target, setTarget] = useState('');
  const [over, setOver] = useState(false);
  const audience = describeAudience(campaign.audience);
  const { sent, opened, failed } = campaign.stats;
  const rate = openRate(campaign.stats);

  const dragOver = (event: DragEvent) => {
    if (!acceptsDrop || !event.dataTransfer.types.includes(CAMPAIGN_DRAG_TYPE)) return;
    event.preventDefault();
    event.stopPropagation();
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    if (!acceptsDrop) return;
    event.preventDefault();
    event.stopPropagation();
    setOver(false);
    onDropHere();
  };

  return (
    <li
      className={['em-step', busy ? 'is-busy' : '', over ? 'is-drop-target' : ''].filter(Boolean).join(' ')}
      draggable={!busy}
      onDragStart={(event) => {
        event.dataTransfer.setData(CAMPAIGN_DRAG_TYPE, campaign._id);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart(campaign);
      }}
      onDragEnd={onDragEnd}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="campaign-item"
      data-campaign-id={campaign._id}
    >
      <div className="em-step-head">
        <span className="em-grip" aria-hidden="true" title="Kéo để đổi thứ tự hoặc chuyển kịch bản">
          ⋮⋮
        </span>
        <span className="em-step-number" aria-label={`Bước ${index + 1}`}>
          {index + 1}
        </span>
        <div className="em-step-title">
          <strong data-testid="campaign-name">{campaign.name}</strong>
          <span className="muted em-step-template">
            <Icon name="mail" size={15} /> {campaign.templateName ?? <em>Mẫu email đã bị xóa</em>}
          </span>
        </div>
        <div className="em-step-actions">
          <button type="button" className="icon-btn icon-btn-sm" aria-label={`Đưa ${campaign.name} lên trước`} title="Lên trước" disabled={busy || index === 0} onClick={() => onReorder(index - 1)} data-testid="campaign-up">
            <Icon name="chevronDown" size={18} className="em-flip" />
          </button>
          <button type="button" className="icon-btn icon-btn-sm" aria-label={`Đưa ${campaign.name} xuống sau`} title="Xuống sau" disabled={busy || index === total - 1} onClick={() => onReorder(index + 1)} data-testid="campaign-down">
            <Icon name="chevronDown" size={18} />
          </button>
          <EditDeleteActions subject={`chiến dịch ${campaign.name}`} kind="chiến dịch" onEdit={onEdit} onDelete={onDelete} testIdPrefix="campaign" />
        </div>
      </div>

      <dl className="em-step-facts">
        <div>
          <dt>Gửi</dt>
          <dd data-testid="campaign-delay-text">{describeDelay(campaign.delay, campaign.delayFrom, index === 0)}</dd>
        </div>
        <div>
          <dt>Người nhận</dt>
          <dd data-testid="campaign-audience">
            {audience.length === 0 ? (
              EVERYONE_TEXT
            ) : (
              <span className="em-chips">
                {audience.map((rule) => (
                  <span key={rule} className="em-chip">
                    {rule}
                  </span>
                ))}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Kết quả</dt>
          <dd className="em-stats" data-testid="campaign-stats">
            <span>
              Đã gửi <strong data-testid="campaign-sent">{sent}</strong>
            </span>
            <span title={OPEN_RATE_NOTE}>
              Đã mở <strong data-testid="campaign-opened">{opened}</strong>
              {rate !== null && (
                <span className="em-rate" data-testid="campaign-open-rate">
                  {' '}
                  ({rate}%)
                </span>
              )}
            </span>
            <span className={failed > 0 ? 'em-failed' : undefined}>
              Lỗi <strong data-testid="campaign-failed">{failed}</strong>
            </span>
          </dd>
        </div>
      </dl>

      {others.length > 0 && (
        <div className="em-move">
          <label className="visually-hidden" htmlFor={`move-${campaign._id}`}>
            Chuyển {campaign.name} sang kịch bản
          </label>
          <select id={`move-${campaign._id}`} className="select" value={target} disabled={busy} onChange={(e) => setTarget(e.target.value)} data-testid="campaign-move-target">
            <option value="">Chuyển sang...</option>
            {others.map((scenario) => (
              <option key={scenario._id} value={scenario._id}>
                {scenario.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy || target === ''}
            onClick={() => {
              onMove(target);
              setTarget('');
            }}
            data-testid="campaign-move"
          >
            <Icon name="arrowRight" size={16} /> Chuyển
          </button>
        </div>
      )}
    </li>
  );
}
