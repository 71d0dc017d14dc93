import { assertNever } from '../../../../platform/domain/decider';
import { withoutKey } from '../../../../platform/domain/immutable';
import type { ToolDetails, ToolEvent, ToolPlanSnapshot } from './tool.events';

export type ToolPlan = Omit<ToolPlanSnapshot, 'toolId' | 'planId'>;

export type ListedTool = {
  status: 'listed';
  details: ToolDetails;
  /** Plans on sale and retired ones, by id. A Map: plan ids arrive from URLs. */
  plans: ReadonlyMap<string, ToolPlan>;
  /** Removed plans, so that a repeated removal is told apart from an unknown id. */
  removedPlanIds: ReadonlySet<string>;
};

/** `deleted` covers archived too: either way the admin deleted the tool and it takes no more commands. */
export type ToolState = { status: 'unlisted' } | ListedTool | { status: 'deleted' };

export const initialState: ToolState = { status: 'unlisted' };

export function evolve(state: ToolState, event: ToolEvent): ToolState {
  if (event.type === 'ToolListed') {
    const { toolId, by, at, ...details } = event.data;
    return { status: 'listed', details, plans: new Map(), removedPlanIds: new Set() };
  }
  return state.status === 'listed' ? evolveListed(state, event) : state;
}

function evolveListed(state: ListedTool, event: ToolEvent): ToolState {
  switch (event.type) {
    case 'ToolListed':
      return state;
    case 'ToolDetailsEdited': {
      const { toolId, by, at, ...details } = event.data;
      return { ...state, details };
    }
    case 'ToolPlanAdded':
    case 'ToolPlanEdited':
    case 'ToolPlanRetired': {
      // Every one of them carries the whole plan as it now stands.
      const { toolId, planId, by, at, ...plan } = event.data;
      return { ...state, plans: new Map(state.plans).set(planId, plan) };
    }
    case 'ToolPlanRemoved':
      return { ...state, plans: withoutKey(state.plans, event.data.planId), removedPlanIds: new Set(state.removedPlanIds).add(event.data.planId) };
    case 'ToolArchived':
    case 'ToolDeleted':
      return { status: 'deleted' };
    default:
      return assertNever(event);
  }
}


/** The plans a buyer can choose from, by id. */
export const plansOnSale = (tool: ListedTool): [string, ToolPlan][] => [...tool.plans].filter(([, plan]) => plan.onSale);
