import { BonusCode } from '@academy/contracts';
import { Icon } from '../../../components/ui/Icon';
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
          <label className="switch">
            <input
              type="checkbox"
              checked={isActive}
              disabled={toggling}
              onChange={() => onToggle(bonusCode, !isActive)}
              aria-label={`${isActive ? 'Tắt' : 'Bật'} mã ${code}`}
              data-testid="bonus-code-toggle"
            />
            <span className="switch-track" aria-hidden="true" />
          </label>
        </div>
      </td>
      <td data-label="Thao tác">
        <div className="row-actions">
          <button type="button" className="icon-btn icon-btn-sm" title="Sửa mã thưởng" aria-label={`Sửa mã ${code}`} onClick={() => onEdit(bonusCode)} data-testid="bonus-code-edit">
            <Icon name="pencil" size={18} />
          </button>
          <button type="button" className="icon-btn icon-btn-sm icon-btn-danger" title="Xóa mã thưởng" aria-label={`Xóa mã ${code}`} onClick={() => onDelete(bonusCode)} data-testid="bonus-code-delete">
            <Icon name="trash" size={18} />
          </button>
        </div>
      </td>
    </tr>
  );
}
