import { ToolDetail, ToolPlan } from '@academy/contracts';
import { ReactNode, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { PageSpinner } from '../../../components/ui/Spinner';
import { formatVnd } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { dataOf, errorOf } from '../../../lib/remote';
import { formatPlanDuration } from '../tool-format';
import { selectToolPage } from '../tools.selectors';
import { toolsActions } from '../tools.slice';
import './tools.css';

interface PlanPickerProps {
  tool: ToolDetail;
  selectedPlanId: string | null;
  onSelect(planId: string): void;
}

/** The plans on sale as cards to choose from, one chosen at a time (a radio group). */
function PlanPicker({ tool, selectedPlanId, onSelect }: PlanPickerProps) {
  if (tool.plans.length === 0) return <p className="muted">Phần mềm này chưa có gói nào đang bán.</p>;
  return (
    <fieldset className="tool-plans">
      <legend>Chọn gói</legend>
      {tool.plans.map((plan) => (
        <label key={plan._id} className={plan._id === selectedPlanId ? 'tool-plan is-selected' : 'tool-plan'} data-testid="tool-plan">
          <input type="radio" name="plan" value={plan._id} checked={plan._id === selectedPlanId} onChange={() => onSelect(plan._id)} />
          <span className="tool-plan-name" data-testid="tool-plan-name">
            {plan.name}
          </span>
          {/* A plan named 'Trọn đời' already says how long it lasts. */}
          {!sameText(plan.name, formatPlanDuration(plan.durationDays)) && (
            <span className="tool-plan-duration" data-testid="tool-plan-duration">
              {formatPlanDuration(plan.durationDays)}
            </span>
          )}
          <strong className="tool-plan-price" data-testid="tool-plan-price">
            {formatVnd(plan.price)}
          </strong>
        </label>
      ))}
    </fieldset>
  );
}

/** How the page offers the chosen plan for sale (the cart's buttons, composed by the route page). */
export type RenderToolPurchase = (tool: ToolDetail, plan: ToolPlan) => ReactNode;

function ToolView({ tool, selectedPlanId, renderPurchase }: { tool: ToolDetail; selectedPlanId: string | null; renderPurchase?: RenderToolPurchase }) {
  const dispatch = useDispatch();
  const selected = tool.plans.find((plan) => plan._id === selectedPlanId);
  return (
    <article className="tool-page container" data-testid="tool-page">
      <Link to="/tools" className="tool-back">
        <Icon name="chevronLeft" size={18} />
        Tất cả phần mềm
      </Link>
      <div className="tool-page-layout">
        <div className="tool-page-media">
          <img src={tool.thumbnailUrl} alt={tool.name} />
        </div>
        <div className="tool-page-info">
          <h1 data-testid="tool-name">{tool.name}</h1>
          {tool.description && (
            <p className="tool-page-description" data-testid="tool-description">
              {tool.description}
            </p>
          )}
          <PlanPicker tool={tool} selectedPlanId={selectedPlanId} onSelect={(planId) => dispatch(toolsActions.planSelected(planId))} />
          {selected && (
            <p className="tool-page-total" data-testid="tool-selected-price">
              <span>{selected.name}</span>
              <strong>{formatVnd(selected.price)}</strong>
            </p>
          )}
          {selected && renderPurchase && <div className="tool-purchase">{renderPurchase(tool, selected)}</div>}
        </div>
      </div>
    </article>
  );
}

/** /tools/:slug: the tool, its plans to choose from, and the server's words when it is not there. */
export function ToolPage({ slug, renderPurchase }: { slug: string; renderPurchase?: RenderToolPurchase }) {
  const dispatch = useDispatch();
  const page = useSelector(selectToolPage);
  const tool = page.slug === slug ? dataOf(page.tool) : undefined;
  const failure = page.slug === slug ? errorOf(page.tool) : undefined;
  useDocumentTitle(tool?.name ?? 'Phần mềm');

  useEffect(() => {
    dispatch(toolsActions.pageOpened(slug));
  }, [dispatch, slug]);

  if (failure?.code === 'TOOL_NOT_FOUND') {
    return (
      <section className="tool-not-found container" data-testid="tool-not-found">
        <h1>{failure.message}</h1>
        <Link to="/tools" className="btn btn-primary">
          <Icon name="chevronLeft" size={18} />
          Xem tất cả phần mềm
        </Link>
      </section>
    );
  }
  if (failure) {
    return (
      <div className="container tool-page">
        <LoadError variant="card" message={failure.message} onRetry={() => dispatch(toolsActions.pageOpened(slug))} testId="tool-error" />
      </div>
    );
  }
  if (!tool) return <PageSpinner label="Đang tải phần mềm..." />;
  return <ToolView tool={tool} selectedPlanId={page.selectedPlanId} renderPurchase={renderPurchase} />;
}

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase('vi') === b.trim().toLocaleLowerCase('vi');
