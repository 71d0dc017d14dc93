import { TOOL_PLAN_LIMITS, type ErrorCode } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { isWholeDong } from '../../../../platform/domain/money';
import { isSlug } from '../slug';
import type { ByAdmin, ToolDetails, ToolEvent, ToolPlanRetired, ToolPlanSnapshot } from './tool.events';
import { evolve, initialState, ListedTool, plansOnSale, ToolPlan, ToolState } from './tool.state';
import { toToolStreamId } from './tool.stream';

type Command<Type extends string, Data> = { type: Type; data: Data };
type OnTool = { toolId: string } & ByAdmin;
/** What the admin sets on a plan; the id comes from the handler and never changes. */
export type ToolPlanTerms = { planId: string; name: string; price: number; durationDays: number | null };

export type ToolCommand =
  /** The create form: a tool with its first plans, recorded together or not at all. */
  | Command<'ListTool', OnTool & ToolDetails & { plans: ToolPlanTerms[] }>
  /** No `thumbnailKey` when the edit form uploaded no new file: the tool keeps its thumbnail. */
  | Command<'EditToolDetails', OnTool & Omit<ToolDetails, 'thumbnailKey'> & { thumbnailKey?: string }>
  | Command<'AddToolPlan', OnTool & ToolPlanTerms>
  | Command<'EditToolPlan', OnTool & ToolPlanTerms>
  | Command<'RetireToolPlan', OnTool & { planId: string }>
  /** `hasSales` comes from commerce: a plan someone bought is retired instead of erased. */
  | Command<'RemoveToolPlan', OnTool & { planId: string; hasSales: boolean }>
  /** `hasSales` comes from commerce: a tool someone bought is archived instead of erased. */
  | Command<'DeleteTool', OnTool & { hasSales: boolean }>
  /**
   * The edit form saved whole: the details, and the plans on sale as the admin wants them (a plan
   * of the tool is edited, another id is added; a plan on sale left out is removed, or retired when
   * it is in `soldPlanIds`, which comes from commerce). One decision, so it is saved all or nothing.
   */
  | Command<'ReviseTool', OnTool & Omit<ToolDetails, 'thumbnailKey' | 'slug'> & { thumbnailKey?: string; plans: ToolPlanTerms[]; soldPlanIds: string[] }>;

type Data<Type extends ToolCommand['type']> = Extract<ToolCommand, { type: Type }>['data'];

export function decide(command: ToolCommand, state: ToolState): ToolEvent[] {
  if (command.type === 'ListTool') return list(command.data, state);
  if (state.status === 'unlisted') throw new DomainError('TOOL_NOT_FOUND', 'not_found');
  if (state.status === 'deleted') {
    // A retried delete finds its work done; anything else comes from a screen that is out of date.
    if (command.type === 'DeleteTool') return [];
    throw new DomainError('TOOL_DELETED', 'not_found');
  }
  return decideForListed(command, state);
}

function decideForListed(command: Exclude<ToolCommand, { type: 'ListTool' }>, tool: ListedTool): ToolEvent[] {
  switch (command.type) {
    case 'EditToolDetails':
      return editDetails(command.data, tool);
    case 'AddToolPlan':
      return addPlan(command.data, tool);
    case 'EditToolPlan':
      return editPlan(command.data, tool);
    case 'RetireToolPlan':
      return retirePlan(command.data, tool);
    case 'RemoveToolPlan':
      return removePlan(command.data, tool);
    case 'DeleteTool':
      return deleteTool(command.data, tool);
    case 'ReviseTool':
      return revise(command.data, tool);
    default:
      return assertNever(command);
  }
}

function list({ plans, ...data }: Data<'ListTool'>, state: ToolState): ToolEvent[] {
  // A retried create finds the tool listed; a deleted one stays deleted.
  if (state.status === 'listed') return [];
  if (state.status === 'deleted') throw new DomainError('TOOL_DELETED', 'not_found');
  const { toolId, by, at } = data;
  const listed: ToolEvent = { type: 'ToolListed', data: { toolId, ...checkedDetails(data), by, at } };
  // Each first plan meets the same rules as one added later, against the plans before it.
  const addEach = plans.map((plan) => (tool: ToolState) => decide({ type: 'AddToolPlan', data: { toolId, ...plan, by, at } }, tool));
  return inTurn(state, [() => [listed], ...addEach]);
}

/** Decides each step on the state the steps before it leave, as separate commands would be. */
function inTurn(state: ToolState, steps: ((state: ToolState) => ToolEvent[])[]): ToolEvent[] {
  const events: ToolEvent[] = [];
  for (const step of steps) {
    const decided = step(state);
    events.push(...decided);
    state = decided.reduce(evolve, state);
  }
  return events;
}

function editDetails({ toolId, by, at, thumbnailKey, ...rest }: Data<'EditToolDetails'>, tool: ListedTool): ToolEvent[] {
  const details = checkedDetails({ ...rest, thumbnailKey: thumbnailKey ?? tool.details.thumbnailKey });
  // Saving the form unchanged changes nothing.
  if (same(details, tool.details, ['name', 'slug', 'thumbnailKey', 'description', 'delivery'])) return [];
  return [{ type: 'ToolDetailsEdited', data: { toolId, ...details, by, at } }];
}

function addPlan(data: Data<'AddToolPlan'>, tool: ListedTool): ToolEvent[] {
  // A retried request brings the same id. Ids are never reused, so a removed plan's id is a repeat too.
  if (tool.plans.has(data.planId) || tool.removedPlanIds.has(data.planId)) return [];
  // Only plans on sale count: retired ones are history, not choices.
  rule(plansOnSale(tool).length < TOOL_PLAN_LIMITS.plansOnSale, 'TOOL_PLAN_LIMIT', 'conflict');
  return [{ type: 'ToolPlanAdded', data: snapshot(data, { ...checkedTerms(data, tool), onSale: true }) }];
}

function editPlan(data: Data<'EditToolPlan'>, tool: ListedTool): ToolEvent[] {
  const plan = planOf(tool, data.planId);
  // A retired plan stays as it was sold; to offer it again, add a new plan.
  rule(plan.onSale, 'TOOL_PLAN_RETIRED', 'conflict');
  const terms = checkedTerms(data, tool);
  if (same(terms, plan, ['name', 'price', 'durationDays'])) return [];
  return [{ type: 'ToolPlanEdited', data: snapshot(data, { ...terms, onSale: true }) }];
}

function retirePlan(data: Data<'RetireToolPlan'>, tool: ListedTool): ToolEvent[] {
  const plan = planOf(tool, data.planId);
  return plan.onSale ? [retired(data, plan)] : [];
}

function removePlan(data: Data<'RemoveToolPlan'>, tool: ListedTool): ToolEvent[] {
  const { toolId, planId, hasSales, by, at } = data;
  if (tool.removedPlanIds.has(planId)) return [];
  const plan = planOf(tool, planId);
  // Orders refer to a plan that was sold: it can stop being offered, never disappear.
  if (hasSales) return plan.onSale ? [retired(data, plan)] : [];
  return [{ type: 'ToolPlanRemoved', data: { toolId, planId, by, at } }];
}

/**
 * Each plan's fate is told by a plan event before the tool's own, so a consumer that keeps plans
 * (cart, discounts, fulfilment) follows plan events alone.
 */
function deleteTool({ toolId, hasSales, by, at }: Data<'DeleteTool'>, tool: ListedTool): ToolEvent[] {
  if (hasSales) {
    const retiredPlans = plansOnSale(tool).map(([planId, plan]) => retired({ toolId, planId, by, at }, plan));
    return [...retiredPlans, { type: 'ToolArchived', data: { toolId, by, at } }];
  }
  const removedPlans = [...tool.plans.keys()].map((planId): ToolEvent => ({ type: 'ToolPlanRemoved', data: { toolId, planId, by, at } }));
  return [...removedPlans, { type: 'ToolDeleted', data: { toolId, by, at } }];
}

/**
 * The form as the separate commands it stands for, each decided on the state the ones before it
 * leave: removals first (they free names and places under the limit), then edits, then new plans.
 * The slug stays: shared links and referral cookies name it.
 */
function revise({ plans, soldPlanIds, ...data }: Data<'ReviseTool'>, tool: ListedTool): ToolEvent[] {
  const { toolId, by, at, name, description, delivery, thumbnailKey } = data;
  const onTool = { toolId, by, at };
  const inForm = new Set(plans.map((plan) => plan.planId));
  const step = (command: ToolCommand) => (state: ToolState) => decide(command, state);
  const details = step({ type: 'EditToolDetails', data: { ...onTool, name, slug: tool.details.slug, description, delivery, thumbnailKey } });
  const removals = plansOnSale(tool)
    .filter(([planId]) => !inForm.has(planId))
    .map(([planId]) => step({ type: 'RemoveToolPlan', data: { ...onTool, planId, hasSales: soldPlanIds.includes(planId) } }));
  const edits = plans.filter((plan) => tool.plans.has(plan.planId)).map((plan) => step({ type: 'EditToolPlan', data: { ...onTool, ...plan } }));
  const additions = plans.filter((plan) => !tool.plans.has(plan.planId)).map((plan) => step({ type: 'AddToolPlan', data: { ...onTool, ...plan } }));
  return inTurn(tool, [details, ...removals, ...edits, ...additions]);
}

function retired(data: OnTool & { planId: string }, plan: ToolPlan): ToolPlanRetired {
  return { type: 'ToolPlanRetired', data: snapshot(data, { ...plan, onSale: false }) };
}

function snapshot({ toolId, planId, by, at }: OnTool & { planId: string }, plan: ToolPlan): ToolPlanSnapshot & ByAdmin {
  return { toolId, planId, ...plan, by, at };
}

function planOf(tool: ListedTool, planId: string): ToolPlan {
  const plan = tool.plans.get(planId);
  if (!plan) throw new DomainError('TOOL_PLAN_NOT_FOUND', 'not_found');
  return plan;
}


/**
 * The details as they will be recorded: checked here although the contracts validate too (a script
 * or a reaction reaches the decider without the HTTP layer), and rebuilt field by field so an event
 * never carries more than its type says.
 */
function checkedDetails({ name, slug, thumbnailKey, description, delivery }: ToolDetails): ToolDetails {
  rule(!isBlank(name), 'TOOL_NAME_REQUIRED');
  rule(isSlug(slug), 'TOOL_SLUG_INVALID');
  rule(!isBlank(thumbnailKey), 'TOOL_THUMBNAIL_REQUIRED');
  // A buyer who pays must receive something.
  rule(!isBlank(delivery), 'TOOL_DELIVERY_REQUIRED');
  return { name: name.trim(), slug, thumbnailKey, description, delivery };
}

/** The terms as they will be recorded; `planId` is left out of the name clash, so a plan keeps its own name. */
function checkedTerms({ planId, name, price, durationDays }: ToolPlanTerms, tool: ListedTool): Omit<ToolPlan, 'onSale'> {
  rule(!isBlank(name), 'TOOL_PLAN_NAME_REQUIRED');
  rule(!plansOnSale(tool).some(([id, plan]) => id !== planId && nameKey(plan.name) === nameKey(name)), 'TOOL_PLAN_NAME_TAKEN', 'conflict');
  // Whole đồng within the safe range, so sums and discounts stay exact; 0 is a free plan.
  rule(isWholeDong(price), 'TOOL_PRICE_INVALID');
  rule(durationDays === null || (Number.isInteger(durationDays) && durationDays >= 1 && durationDays <= TOOL_PLAN_LIMITS.maxDays), 'TOOL_DURATION_INVALID');
  return { name: name.trim(), price, durationDays };
}

/** Names a buyer cannot tell apart are the same name: case, spacing and how Vietnamese marks are encoded. */
const nameKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

const isBlank = (text: string) => text.trim() === '';

function same<T extends object>(a: T, b: T, keys: readonly (keyof T)[]): boolean {
  return keys.every((key) => a[key] === b[key]);
}

function rule(holds: boolean, code: ErrorCode, kind: 'invalid' | 'conflict' = 'invalid'): void {
  if (!holds) throw new DomainError(code, kind);
}

/** Admin-only endpoints send these commands, so the aggregate records `by` and checks no role. */
export const toolDecider: Aggregate<ToolCommand, ToolEvent, ToolState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toToolStreamId(command.data.toolId),
};
