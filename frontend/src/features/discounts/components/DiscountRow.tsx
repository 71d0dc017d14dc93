import { DiscountCode } from '@academy/contracts';
import { ActiveSwitch } from '../../../components/ui/ActiveSwitch';
import { EditDeleteActions } from '../../../components/ui/EditDeleteActions';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { discountTypeLabel, formatDiscountValue, formatExpiry, formatScope, formatUsage, isExpired, isUsedUp } from '../discount-format';

interface DiscountRowProps {
  discount: DiscountCode;
  now: Date;
  toggling: boolean;
  onToggle(discount: DiscountCode, isActive: boolean): void;
  onEdit(discount: DiscountCode): void;
  onDelete(discount: DiscountCode): void;
}

/** One code: code and scope, type / value, usage, expiry, status with its switch, edit and delete. */
export function DiscountRow({ discount, now, toggling, onToggle, onEdit, onDelete }: DiscountRowProps) {
  const { code, isActive, paidUses, heldUses } = discount;
  const expired = isExpired(discount, now);
  return (
    <tr data-testid="discount-row" data-code={code} className={isActive ? undefined : 'is-disabled'}>
      <td data-label="Mã code">
        <div className="discount-code-cell">
          <code className="discount-code" data-testid="discount-code">
            {code}
          </code>
          <span className="muted discount-scope" data-testid="discount-scope">
            {formatScope(discount)}
          </span>
        </div>
      </td>
      <td data-label="Loại / Giá trị">
        <div className="discount-value-cell">
          <span className="cell-strong" data-testid="discount-value">
            {formatDiscountValue(discount)}
          </span>
          <span className="muted">{discountTypeLabel(discount)}</span>
        </div>
      </td>
      <td data-label="Lượt dùng">
        <span className={isUsedUp(discount) ? 'discount-usage is-full' : 'discount-usage'} title={`${paidUses} đã thanh toán, ${heldUses} đang chờ thanh toán`} data-testid="discount-usage">
          {formatUsage(discount)}
        </span>
      </td>
      <td data-label="Hết hạn">
        <span data-testid="discount-expiry">{formatExpiry(discount)}</span>
        {expired && <span className="discount-expired"> · Đã hết hạn</span>}
      </td>
      <td data-label="Trạng thái">
        <div className="discount-status">
          <StatusBadge status={isActive ? 'active' : 'inactive'} testId="discount-status" />
          <ActiveSwitch isActive={isActive} disabled={toggling} subject={`mã ${code}`} onChange={(wanted) => onToggle(discount, wanted)} testId="discount-toggle" />
        </div>
      </td>
      <td data-label="Thao tác">
        <EditDeleteActions subject={`mã ${code}`} kind="mã giảm giá" onEdit={() => onEdit(discount)} onDelete={() => onDelete(discount)} testIdPrefix="discount" />
      </td>
    </tr>
  );
}
