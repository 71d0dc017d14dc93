import { BonusCode } from '@academy/contracts';
import { ActiveSwitch } from '../../../components/ui/ActiveSwitch';
import { EditDeleteActions } from '../../../components/ui/EditDeleteActions';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatVnd } from '../../../lib/format';
import { formatClaims, formatValidity, formatWindow, isUsedUp, windowState } from '../bonus-code-format';

interface BonusCodeRowProps {
  bonusCode: BonusCode;
  now: Date;
  toggling: boolean;
  onToggle(bonusCode: BonusCode, isActive: boolean): void;
  onEdit(bonusCode: BonusCode): void;
  onDelete(bonusCode: BonusCode): void;
}

const WINDOW_NOTES = { not_yet: 'Chưa bắt đầu', ended: 'Đã kết thúc' } as const;

/** One code: code, amount, how long the credited bonus lasts, claims over the limit, the window, status with its switch, edit and delete. */
export function BonusCodeRow({ bonusCode, now, toggling, onToggle, onEdit, onDelete }: BonusCodeRowProps) {
  const { code, isActive } = bonusCode;
  const claimWindow = windowState(bonusCode, now);
  return (
    <tr data-testid="bonus-code-row" data-code={code} className={isActive ? undefined : 'is-disabled'}>
      <td data-label="Mã thưởng">
        <code className="bonus-code" data-testid="bonus-code-code">
          {code}
        </code>
      </td>
      <td data-label="Số tiền">
        <span className="cell-strong" data-testid="bonus-code-amount">
          {formatVnd(bonusCode.bonusAmount)}
        </span>
      </td>
      <td data-label="Hạn dùng">
        <span data-testid="bonus-code-validity" title="Số ngày tiền thưởng dùng được, kể từ lúc nhận">
          {formatValidity(bonusCode)}
        </span>
      </td>
      <td data-label="Lượt nhận">
        <span className={isUsedUp(bonusCode) ? 'bonus-code-claims is-full' : 'bonus-code-claims'} data-testid="bonus-code-claims">
          {formatClaims(bonusCode)}
        </span>
      </td>
      <td data-label="Thời gian nhận">
        <span data-testid="bonus-code-window">{formatWindow(bonusCode)}</span>
        {claimWindow !== 'open' && <span className="bonus-code-window-note"> · {WINDOW_NOTES[claimWindow]}</span>}
      </td>
      <td data-label="Trạng thái">
        <div className="bonus-code-status">
          <StatusBadge status={isActive ? 'active' : 'inactive'} testId="bonus-code-status" />
          <ActiveSwitch isActive={isActive} disabled={toggling} subject={`mã ${code}`} onChange={(wanted) => onToggle(bonusCode, wanted)} testId="bonus-code-toggle" />
        </div>
      </td>
      <td data-label="Thao tác">
        <EditDeleteActions subject={`mã ${code}`} kind="mã thưởng" onEdit={() => onEdit(bonusCode)} onDelete={() => onDelete(bonusCode)} testIdPrefix="bonus-code" />
      </td>
    </tr>
  );
}
