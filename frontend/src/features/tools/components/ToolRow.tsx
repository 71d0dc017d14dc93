import { AdminTool, TOOL_STATUS_LABELS } from '@academy/contracts';
import { Badge } from '../../../components/ui/Badge';
import { Icon } from '../../../components/ui/Icon';
import { formatVnd } from '../../../lib/format';
import { formatPlanDuration } from '../tool-format';

interface ToolRowProps {
  tool: AdminTool;
  onEdit(tool: AdminTool): void;
  onDelete(tool: AdminTool): void;
}

/** The plans as the admin sees them: on sale first, retired ones struck through with their sales. */
function PlanList({ tool }: { tool: AdminTool }) {
  if (tool.plans.length === 0) return <span className="muted">Chưa có gói</span>;
  return (
    <ul className="admin-tool-plans">
      {tool.plans.map((plan) => (
        <li key={plan._id} className={plan.onSale ? undefined : 'is-retired'} data-testid="admin-tool-plan">
          <span>{plan.name}</span>
          <span className="muted">
            {formatPlanDuration(plan.durationDays)} · {formatVnd(plan.price)}
            {!plan.onSale && ' · ngừng bán'}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ToolRow({ tool, onEdit, onDelete }: ToolRowProps) {
  const archived = tool.status === 'archived';
  return (
    <tr data-testid="admin-tool-row" data-tool-slug={tool.slug} className={archived ? 'is-disabled' : undefined}>
      <td data-label="Phần mềm">
        <div className="admin-tool-cell">
          <img src={tool.thumbnailUrl} alt="" className="admin-tool-thumb" loading="lazy" />
          <span className="admin-tool-names">
            <span className="cell-strong" data-testid="admin-tool-name">
              {tool.name}
            </span>
            <code className="admin-tool-slug">{tool.slug}</code>
          </span>
        </div>
      </td>
      <td data-label="Gói">
        <PlanList tool={tool} />
      </td>
      <td data-label="Giá từ" className="cell-number" data-testid="admin-tool-price">
        {tool.lowestPrice === null ? '—' : formatVnd(tool.lowestPrice)}
      </td>
      <td data-label="Trạng thái">
        <Badge tone={archived ? 'gray' : 'green'} testId="admin-tool-status">
          {TOOL_STATUS_LABELS[tool.status]}
        </Badge>
      </td>
      <td data-label="Thao tác">
        <div className="row-actions">
          {!archived && (
            <button type="button" className="icon-btn icon-btn-sm" title="Sửa phần mềm" aria-label={`Sửa phần mềm ${tool.name}`} onClick={() => onEdit(tool)} data-testid="admin-tool-edit">
              <Icon name="pencil" size={18} />
            </button>
          )}
          {!archived && (
            <button
              type="button"
              className="icon-btn icon-btn-sm icon-btn-danger"
              title="Xóa phần mềm"
              aria-label={`Xóa phần mềm ${tool.name}`}
              onClick={() => onDelete(tool)}
              data-testid="admin-tool-delete"
            >
              <Icon name="trash" size={18} />
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
