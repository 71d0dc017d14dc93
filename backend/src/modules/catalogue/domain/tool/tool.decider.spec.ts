import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { ToolCommand, toolDecider, ToolPlanTerms } from './tool.decider';
import type { ToolEvent } from './tool.events';
import { at, by, details, lifetime, listed, monthly, planAdded, planRemoved, planRetired, plans, toolId } from './tool.fixtures';

const given = deciderSpec(toolDecider);

const list = (firstPlans: ToolPlanTerms[] = [], overrides: Partial<typeof details> = {}): ToolCommand => ({
  type: 'ListTool',
  data: { toolId, ...details, ...overrides, plans: firstPlans, by, at },
});
const editDetails = (overrides: Partial<typeof details> = {}): ToolCommand => ({ type: 'EditToolDetails', data: { toolId, ...details, ...overrides, by, at } });
const addPlan = (terms: ToolPlanTerms): ToolCommand => ({ type: 'AddToolPlan', data: { toolId, ...terms, by, at } });
const editPlan = (terms: ToolPlanTerms): ToolCommand => ({ type: 'EditToolPlan', data: { toolId, ...terms, by, at } });
const retirePlan = (planId: string): ToolCommand => ({ type: 'RetireToolPlan', data: { toolId, planId, by, at } });
const removePlan = (planId: string, hasSales: boolean): ToolCommand => ({ type: 'RemoveToolPlan', data: { toolId, planId, hasSales, by, at } });
const deleteTool = (hasSales: boolean): ToolCommand => ({ type: 'DeleteTool', data: { toolId, hasSales, by, at } });

const archived: ToolEvent = { type: 'ToolArchived', data: { toolId, by, at } };
const deleted: ToolEvent = { type: 'ToolDeleted', data: { toolId, by, at } };
const withMonthly = [listed(), planAdded(monthly)];

describe('tool decider', () => {
  it('decides on the stream catalogue_tool-<id>', () => {
    expect(toolDecider.streamIdOf(deleteTool(false))).toBe('catalogue_tool-t1');
  });

  describe('list a tool', () => {
    it('records the tool, then each first plan on sale', () => {
      given([]).when(list([monthly, lifetime])).then([listed(), planAdded(monthly), planAdded(lifetime)]);
    });

    it('lists a tool with no plans yet', () => {
      given([]).when(list()).then([listed()]);
    });

    it('records only the known details, whatever else a caller sends', () => {
      const withExtra = { toolId, ...details, plans: [], by, at, isFeatured: true };
      given([]).when({ type: 'ListTool', data: withExtra }).then([listed()]);
    });

    it('records nothing when the same create arrives again (retried request)', () => {
      given(withMonthly).when(list([monthly])).then([]);
    });

    it('refuses to list again a tool that was deleted', () => {
      given([listed(), deleted]).when(list()).thenThrows('TOOL_DELETED');
    });

    it('holds the first plans to the rules of any plan, so a bad one lists nothing', () => {
      given([]).when(list([monthly, { ...lifetime, name: ' gói 1 THÁNG ' }])).thenThrows('TOOL_PLAN_NAME_TAKEN');
      given([]).when(list(plans(11))).thenThrows('TOOL_PLAN_LIMIT');
      given([]).when(list([{ ...monthly, price: -1 }])).thenThrows('TOOL_PRICE_INVALID');
    });
  });

  describe('the details of a tool', () => {
    it.each([
      ['TOOL_NAME_REQUIRED', { name: '   ' }],
      ['TOOL_SLUG_INVALID', { slug: '' }],
      ['TOOL_SLUG_INVALID', { slug: 'Canva-Pro' }],
      ['TOOL_SLUG_INVALID', { slug: 'canva pro' }],
      ['TOOL_SLUG_INVALID', { slug: 'phần-mềm' }],
      ['TOOL_SLUG_INVALID', { slug: '-canva--pro-' }],
      ['TOOL_SLUG_INVALID', { slug: '../admin' }],
      ['TOOL_THUMBNAIL_REQUIRED', { thumbnailKey: '' }],
      ['TOOL_DELIVERY_REQUIRED', { delivery: '\n ' }],
    ] as const)('refuses %s: %j, on create and on edit', (code, overrides) => {
      given([]).when(list([], overrides)).thenThrows(code);
      given([listed()]).when(editDetails(overrides)).thenThrows(code);
    });

    it('records the name without the spaces around it', () => {
      given([]).when(list([], { name: '  Canva Pro ' })).then([listed()]);
      given([listed()]).when(editDetails({ name: 'Canva Pro  ' })).then([]);
    });

    it('takes an empty description', () => {
      given([]).when(list([], { description: '' })).then([{ type: 'ToolListed', data: { toolId, ...details, description: '', by, at } }]);
    });
  });

  describe('edit the details', () => {
    const edited = { name: 'Canva Pro 2026', slug: 'canva-pro-2026', thumbnailKey: 'tools/t1/new.webp', description: 'Mới', delivery: 'Link tải: https://example.vn/canva' };

    it('records the details as they now stand', () => {
      given([listed()]).when(editDetails(edited)).then([{ type: 'ToolDetailsEdited', data: { toolId, ...edited, by, at } }]);
    });

    it('keeps the thumbnail when the form uploaded no new file', () => {
      const { thumbnailKey, ...withoutFile } = edited;
      const command: ToolCommand = { type: 'EditToolDetails', data: { toolId, ...withoutFile, by, at } };
      given([listed()]).when(command).then([{ type: 'ToolDetailsEdited', data: { toolId, ...edited, thumbnailKey: details.thumbnailKey, by, at } }]);
    });

    it('records nothing when the form is saved unchanged, or saved again', () => {
      given([listed()]).when(editDetails()).then([]);
      given([listed(), ...given([listed()]).when(editDetails(edited)).decided()]).when(editDetails(edited)).then([]);
    });

    it('refuses a tool that was never listed', () => {
      given([]).when(editDetails()).thenThrows('TOOL_NOT_FOUND');
    });
  });

  describe('add a plan', () => {
    it('records the plan on sale, with everything commerce needs', () => {
      given([listed()]).when(addPlan(monthly)).then([
        { type: 'ToolPlanAdded', data: { toolId, planId: 'p-month', name: 'Gói 1 tháng', price: 99_000, durationDays: 30, onSale: true, by, at } },
      ]);
    });

    it('takes a free plan, a lifetime plan and the longest duration', () => {
      const free = { ...monthly, price: 0 };
      const tenYears = { ...lifetime, durationDays: 3650 };
      given([listed()]).when(addPlan(free)).then([planAdded(free)]);
      given([listed()]).when(addPlan(lifetime)).then([planAdded(lifetime)]);
      given([listed()]).when(addPlan(tenYears)).then([planAdded(tenYears)]);
      given([listed()]).when(addPlan({ ...monthly, durationDays: 1, price: Number.MAX_SAFE_INTEGER })).then([
        planAdded({ ...monthly, durationDays: 1, price: Number.MAX_SAFE_INTEGER }),
      ]);
    });

    it('records nothing when the same plan arrives again, even after it was removed (ids are never reused)', () => {
      given(withMonthly).when(addPlan(monthly)).then([]);
      given([...withMonthly, planRemoved()]).when(addPlan(monthly)).then([]);
    });

    it.each([-1, 0.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Infinity])('refuses the price %p', (price) => {
      given([listed()]).when(addPlan({ ...monthly, price })).thenThrows('TOOL_PRICE_INVALID');
    });

    it.each([0, -30, 1.5, 3651, Number.NaN, Infinity])('refuses a duration of %p days', (durationDays) => {
      given([listed()]).when(addPlan({ ...monthly, durationDays })).thenThrows('TOOL_DURATION_INVALID');
    });

    it('refuses a blank name and records a name without the spaces around it', () => {
      given([listed()]).when(addPlan({ ...lifetime, name: ' ' })).thenThrows('TOOL_PLAN_NAME_REQUIRED');
      given([listed()]).when(addPlan({ ...lifetime, name: ' Gói trọn đời ' })).then([planAdded(lifetime)]);
    });

    it.each(['Gói 1 tháng', 'GÓI 1 THÁNG', '  Gói   1 tháng ', 'Go\u0301i 1 tha\u0301ng'])('refuses %j: a buyer could not tell it from a plan on sale', (name) => {
      given(withMonthly).when(addPlan({ ...lifetime, name })).thenThrows('TOOL_PLAN_NAME_TAKEN');
    });

    it('gives a retired plan’s name to a new plan: buyers no longer see the old one', () => {
      const successor = { ...lifetime, name: monthly.name };
      given([...withMonthly, planRetired()]).when(addPlan(successor)).then([planAdded(successor)]);
    });

    it(`sells at most 10 plans at once; retired plans do not count`, () => {
      const ten = plans(10).map(planAdded);
      given([listed(), ...ten]).when(addPlan(lifetime)).thenThrows('TOOL_PLAN_LIMIT');
      given([listed(), ...ten, planRetired(plans(1)[0])]).when(addPlan(lifetime)).then([planAdded(lifetime)]);
    });

    it('refuses a tool that was never listed', () => {
      given([]).when(addPlan(monthly)).thenThrows('TOOL_NOT_FOUND');
    });
  });

  describe('edit a plan', () => {
    it('records the whole plan as it now stands, under the same id', () => {
      const raised = { ...monthly, name: 'Gói tháng', price: 129_000, durationDays: 31 };
      given(withMonthly).when(editPlan(raised)).then([{ type: 'ToolPlanEdited', data: { toolId, ...raised, onSale: true, by, at } }]);
    });

    it('keeps its own name when only the price changes', () => {
      given(withMonthly).when(editPlan({ ...monthly, price: 89_000 })).then([
        { type: 'ToolPlanEdited', data: { toolId, ...monthly, price: 89_000, onSale: true, by, at } },
      ]);
    });

    it('changes a plan to lifetime and back', () => {
      given(withMonthly).when(editPlan({ ...monthly, durationDays: null })).then([
        { type: 'ToolPlanEdited', data: { toolId, ...monthly, durationDays: null, onSale: true, by, at } },
      ]);
    });

    it('records nothing when nothing changed (a retried save)', () => {
      given(withMonthly).when(editPlan(monthly)).then([]);
    });

    it('refuses the name of another plan on sale', () => {
      given([...withMonthly, planAdded(lifetime)]).when(editPlan({ ...lifetime, name: 'gói 1 tháng' })).thenThrows('TOOL_PLAN_NAME_TAKEN');
    });

    it('holds the new terms to the plan rules', () => {
      given(withMonthly).when(editPlan({ ...monthly, price: 1.5 })).thenThrows('TOOL_PRICE_INVALID');
      given(withMonthly).when(editPlan({ ...monthly, durationDays: 0 })).thenThrows('TOOL_DURATION_INVALID');
      given(withMonthly).when(editPlan({ ...monthly, name: '' })).thenThrows('TOOL_PLAN_NAME_REQUIRED');
    });

    it('refuses a retired plan: it stays as it was sold', () => {
      given([...withMonthly, planRetired()]).when(editPlan({ ...monthly, price: 1 })).thenThrows('TOOL_PLAN_RETIRED');
    });

    it('refuses a removed plan and an unknown one', () => {
      given([...withMonthly, planRemoved()]).when(editPlan(monthly)).thenThrows('TOOL_PLAN_NOT_FOUND');
      given(withMonthly).when(editPlan(lifetime)).thenThrows('TOOL_PLAN_NOT_FOUND');
    });

    it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('refuses the plan id %s: ids from URLs are never object keys', (planId) => {
      given(withMonthly).when(editPlan({ ...monthly, planId })).thenThrows('TOOL_PLAN_NOT_FOUND');
      given(withMonthly).when(retirePlan(planId)).thenThrows('TOOL_PLAN_NOT_FOUND');
    });
  });

  describe('retire a plan', () => {
    it('takes it off sale, keeping its terms for the orders that name it', () => {
      given(withMonthly).when(retirePlan(monthly.planId)).then([planRetired()]);
    });

    it('records nothing when it is already retired', () => {
      given([...withMonthly, planRetired()]).when(retirePlan(monthly.planId)).then([]);
    });

    it('retires the plan as last edited', () => {
      const edited: ToolEvent = { type: 'ToolPlanEdited', data: { toolId, ...monthly, price: 79_000, onSale: true, by, at } };
      given([...withMonthly, edited]).when(retirePlan(monthly.planId)).then([planRetired({ ...monthly, price: 79_000 })]);
    });

    it('refuses an unknown plan', () => {
      given([listed()]).when(retirePlan('p-none')).thenThrows('TOOL_PLAN_NOT_FOUND');
    });
  });

  describe('remove a plan', () => {
    it('erases a plan nobody bought, whether on sale or retired', () => {
      given(withMonthly).when(removePlan(monthly.planId, false)).then([planRemoved()]);
      given([...withMonthly, planRetired()]).when(removePlan(monthly.planId, false)).then([planRemoved()]);
    });

    it('retires a plan that was sold instead: orders refer to it', () => {
      given(withMonthly).when(removePlan(monthly.planId, true)).then([planRetired()]);
      given([...withMonthly, planRetired()]).when(removePlan(monthly.planId, true)).then([]);
    });

    it('records nothing when it was removed already (retried request)', () => {
      given([...withMonthly, planRemoved()]).when(removePlan(monthly.planId, false)).then([]);
    });

    it('refuses an unknown plan', () => {
      given(withMonthly).when(removePlan('p-none', false)).thenThrows('TOOL_PLAN_NOT_FOUND');
    });
  });

  describe('revise the tool (the edit form saved whole)', () => {
    const { slug, thumbnailKey, ...form } = details;
    const revise = (formPlans: ToolPlanTerms[], overrides: Partial<typeof form> & { thumbnailKey?: string; soldPlanIds?: string[] } = {}): ToolCommand => ({
      type: 'ReviseTool',
      data: { toolId, ...form, soldPlanIds: [], ...overrides, plans: formPlans, by, at },
    });
    const withBoth = [...withMonthly, planAdded(lifetime)];
    const edited = (terms: ToolPlanTerms): ToolEvent => ({ type: 'ToolPlanEdited', data: { toolId, ...terms, onSale: true, by, at } });

    it('records nothing when the form is saved as it was loaded', () => {
      given(withBoth).when(revise([monthly, lifetime])).then([]);
    });

    it('edits the details and keeps the slug and, without a new file, the thumbnail', () => {
      given(withBoth).when(revise([monthly, lifetime], { name: 'Canva Pro 2026', description: 'Mới' })).then([
        { type: 'ToolDetailsEdited', data: { toolId, ...details, name: 'Canva Pro 2026', description: 'Mới', by, at } },
      ]);
      given(withBoth).when(revise([monthly, lifetime], { thumbnailKey: 'public/tools/t1/thumbnail-abc-800.webp' })).then([
        { type: 'ToolDetailsEdited', data: { toolId, ...details, thumbnailKey: 'public/tools/t1/thumbnail-abc-800.webp', by, at } },
      ]);
    });

    it('edits known plans, adds new ids and removes plans on sale left out of the form, in one decision', () => {
      const yearly = { planId: 'p-year', name: 'Gói 1 năm', price: 899_000, durationDays: 365 };
      const cheaper = { ...lifetime, price: 1_490_000 };
      given(withBoth).when(revise([cheaper, yearly])).then([planRemoved(monthly.planId), edited(cheaper), planAdded(yearly)]);
    });

    it('retires a sold plan left out of the form instead of erasing it', () => {
      given(withBoth).when(revise([lifetime], { soldPlanIds: [monthly.planId] })).then([planRetired(monthly)]);
    });

    it('leaves retired plans as they are: the form lists only the plans on sale', () => {
      given([...withBoth, planRetired(monthly)]).when(revise([lifetime])).then([]);
    });

    it('frees a name before reusing it: a plan removed and a new one with its name', () => {
      const renewed = { planId: 'p-month-2', name: monthly.name, price: 109_000, durationDays: 30 };
      given(withBoth).when(revise([lifetime, renewed])).then([planRemoved(monthly.planId), planAdded(renewed)]);
    });

    it('saves all or nothing: one broken plan records none of the rest', () => {
      const broken = { planId: 'p-new', name: 'Gói mới', price: -1, durationDays: 30 };
      given(withBoth).when(revise([monthly, broken], { name: 'Tên mới' })).thenThrows('TOOL_PRICE_INVALID');
      given(withBoth).when(revise([monthly, lifetime, ...plans(9)])).thenThrows('TOOL_PLAN_LIMIT');
      given(withBoth).when(revise([monthly, { ...lifetime, name: 'gói 1 tháng' }])).thenThrows('TOOL_PLAN_NAME_TAKEN');
    });

    it('refuses to bring a retired plan back by editing it', () => {
      given([...withBoth, planRetired(monthly)]).when(revise([{ ...monthly, price: 1 }, lifetime])).thenThrows('TOOL_PLAN_RETIRED');
    });

    it('refuses a deleted tool and one never listed', () => {
      given([...withBoth, deleted]).when(revise([])).thenThrows('TOOL_DELETED');
      given([]).when(revise([])).thenThrows('TOOL_NOT_FOUND');
    });
  });

  describe('delete the tool', () => {
    const history = [listed(), planAdded(monthly), planAdded(lifetime), planRetired(monthly)];

    it('erases a tool nobody bought: every plan first, then the tool', () => {
      given(history).when(deleteTool(false)).then([planRemoved(monthly.planId), planRemoved(lifetime.planId), deleted]);
    });

    it('archives a tool that was sold: its plans on sale are retired first, then the tool', () => {
      given(history).when(deleteTool(true)).then([planRetired(lifetime), archived]);
    });

    it('records nothing when it is gone already (retried request)', () => {
      given([...history, deleted]).when(deleteTool(false)).then([]);
      given([...history, archived]).when(deleteTool(true)).then([]);
    });

    it('refuses a tool that was never listed', () => {
      given([]).when(deleteTool(false)).thenThrows('TOOL_NOT_FOUND');
    });

    it.each([editDetails(), addPlan(lifetime), editPlan(monthly), retirePlan(monthly.planId), removePlan(monthly.planId, false)])(
      'leaves a deleted or archived tool refusing $type',
      (command) => {
        given([...withMonthly, deleted]).when(command).thenThrows('TOOL_DELETED');
        given([...withMonthly, archived]).when(command).thenThrows('TOOL_DELETED');
      },
    );
  });
});
