import { TOOL_PLAN_LIMITS } from '@academy/contracts';
import { Icon } from '../../../components/ui/Icon';
import { formatVnd } from '../../../lib/format';
import { emptyPlan, PlanDraft, priceDigits, ToolFormErrors } from '../tool-form';

interface PlanRowsFieldProps {
  plans: PlanDraft[];
  errors: ToolFormErrors;
  disabled: boolean;
  onChange(plans: PlanDraft[]): void;
  /** Tells the form which field the admin just changed, so its error goes away. */
  onEdited(field: string): void;
}

interface PlanRowProps {
  plan: PlanDraft;
  index: number;
  errors: ToolFormErrors;
  disabled: boolean;
  onChange(plan: PlanDraft, field: string): void;
  onRemove(): void;
}

function PlanRow({ plan, index, errors, disabled, onChange, onRemove }: PlanRowProps) {
  const at = (field: string) => `plans.${index}.${field}`;
  const error = (field: string) => errors[at(field)];
  const price = Number(plan.price);
  return (
    <li className="plan-row" data-testid="plan-row">
      <div className={error('name') ? 'field has-error' : 'field'}>
        <label htmlFor={`plan-${plan.key}-name`}>Tên gói</label>
        <input id={`plan-${plan.key}-name`} name={at('name')} value={plan.name} disabled={disabled} placeholder="Ví dụ: Gói 1 tháng" onChange={(e) => onChange({ ...plan, name: e.target.value }, at('name'))} data-testid="plan-name" />
        {error('name') && <p className="field-error">{error('name')}</p>}
      </div>
      <div className={error('price') ? 'field has-error' : 'field'}>
        <label htmlFor={`plan-${plan.key}-price`}>Giá (đồng)</label>
        <input id={`plan-${plan.key}-price`} name={at('price')} inputMode="numeric" value={plan.price} disabled={disabled} placeholder="199000" onChange={(e) => onChange({ ...plan, price: priceDigits(e.target.value) }, at('price'))} data-testid="plan-price" />
        {error('price') ? <p className="field-error">{error('price')}</p> : plan.price && <p className="field-hint">{formatVnd(price)}</p>}
      </div>
      <div className={error('durationDays') ? 'field has-error' : 'field'}>
        <label htmlFor={`plan-${plan.key}-duration`}>Thời hạn</label>
        <div className="plan-duration">
          <select id={`plan-${plan.key}-duration`} className="select" value={plan.lifetime ? 'lifetime' : 'days'} disabled={disabled} onChange={(e) => onChange({ ...plan, lifetime: e.target.value === 'lifetime' }, at('durationDays'))} data-testid="plan-duration">
            <option value="days">Số ngày</option>
            <option value="lifetime">Trọn đời</option>
          </select>
          {!plan.lifetime && (
            <input name={at('durationDays')} aria-label="Số ngày sử dụng" inputMode="numeric" value={plan.days} disabled={disabled} onChange={(e) => onChange({ ...plan, days: priceDigits(e.target.value) }, at('durationDays'))} data-testid="plan-days" />
          )}
        </div>
        {error('durationDays') && <p className="field-error">{error('durationDays')}</p>}
      </div>
      <button type="button" className="icon-btn icon-btn-sm icon-btn-danger plan-remove" onClick={onRemove} disabled={disabled} aria-label={`Bỏ gói ${plan.name || index + 1}`} title="Bỏ gói này" data-testid="plan-remove">
        <Icon name="trash" size={18} />
      </button>
    </li>
  );
}

/**
 * The plans on sale as the admin wants them. Leaving out a plan that was sold retires it (the
 * server decides); one never sold is removed.
 */
export function PlanRowsField({ plans, errors, disabled, onChange, onEdited }: PlanRowsFieldProps) {
  const full = plans.length >= TOOL_PLAN_LIMITS.plansOnSale;
  const replace = (index: number, plan: PlanDraft, field: string) => {
    onChange(plans.map((row, i) => (i === index ? plan : row)));
    onEdited(field);
  };
  return (
    <fieldset className="plan-rows">
      <legend>Các gói đang bán</legend>
      {plans.length === 0 && <p className="muted">Chưa có gói nào: phần mềm sẽ hiện “Sắp mở bán”.</p>}
      <ol>
        {plans.map((plan, index) => (
          <PlanRow key={plan.key} plan={plan} index={index} errors={errors} disabled={disabled} onChange={(next, field) => replace(index, next, field)} onRemove={() => onChange(plans.filter((_, i) => i !== index))} />
        ))}
      </ol>
      {errors.plans && (
        <p className="field-error" data-testid="plans-error">
          {errors.plans}
        </p>
      )}
      <button type="button" className="btn btn-secondary plan-add" onClick={() => onChange([...plans, emptyPlan()])} disabled={disabled || full} data-testid="plan-add">
        <Icon name="plus" size={16} /> Thêm gói
      </button>
    </fieldset>
  );
}
