import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { emailScenarioDecider } from './email-scenario.decider';
import type { EmailScenarioEvent } from './email-scenario.events';

const given = deciderSpec(emailScenarioDecider);
const by = 'admin-1';
const at = '2027-03-10T03:00:00.000Z';
const later = '2027-03-11T03:00:00.000Z';
const scenarioId = 's1';
const settings = { name: 'Sau đăng ký', trigger: { type: 'registered' as const }, isActive: true };

const created: EmailScenarioEvent = { type: 'EmailScenarioCreated', data: { scenarioId, ...settings, by, at } };
const archived: EmailScenarioEvent = { type: 'EmailScenarioArchived', data: { scenarioId, by, at: later } };
const deleted: EmailScenarioEvent = { type: 'EmailScenarioDeleted', data: { scenarioId, by, at: later } };

describe('email scenario decider', () => {
  it('records a new scenario once (a retried create records nothing)', () => {
    given([]).when({ type: 'CreateEmailScenario', data: { scenarioId, ...settings, by, at } }).then([created]);
    given([created]).when({ type: 'CreateEmailScenario', data: { scenarioId, ...settings, by, at } }).then([]);
  });

  it('stores the trigger in the contract’s shape (defaults filled in)', () => {
    const trigger = { type: 'course_bought' as const, courseIds: [] };
    given([])
      .when({ type: 'CreateEmailScenario', data: { scenarioId, ...settings, trigger: { type: 'course_bought' } as never, by, at } })
      .then([{ type: 'EmailScenarioCreated', data: { scenarioId, ...settings, trigger, by, at } }]);
  });

  it.each([
    [{ name: ' ' }, 'EMAIL_SCENARIO_NAME_REQUIRED'],
    [{ name: 'x'.repeat(121) }, 'EMAIL_SCENARIO_NAME_TOO_LONG'],
    [{ trigger: { type: 'cart_unpaid', hours: 0 } }, 'EMAIL_SCENARIO_TRIGGER_INVALID'],
    [{ trigger: { type: 'birthday' } }, 'EMAIL_SCENARIO_TRIGGER_INVALID'],
  ] as const)('checks the form itself too (%#)', (change, code) => {
    given([]).when({ type: 'CreateEmailScenario', data: { scenarioId, ...settings, ...(change as object), by, at } }).thenThrows(code);
  });

  it('records an edit, and nothing for an unchanged save', () => {
    const next = { name: 'Giỏ hàng bỏ quên', trigger: { type: 'cart_unpaid' as const, hours: 24 }, isActive: false };
    given([created])
      .when({ type: 'EditEmailScenario', data: { scenarioId, ...next, by, at: later } })
      .then([{ type: 'EmailScenarioEdited', data: { scenarioId, ...next, by, at: later } }]);
    given([created]).when({ type: 'EditEmailScenario', data: { scenarioId, ...settings, by, at: later } }).then([]);
  });

  it('refuses to edit a scenario that is archived, and finds none that was erased', () => {
    given([created, archived]).when({ type: 'EditEmailScenario', data: { scenarioId, ...settings, by, at } }).thenThrows('EMAIL_SCENARIO_ARCHIVED');
    given([created, deleted]).when({ type: 'EditEmailScenario', data: { scenarioId, ...settings, by, at } }).thenThrows('EMAIL_SCENARIO_NOT_FOUND');
  });

  it('erases a scenario that never sent mail, archives one that did, and records nothing on a repeat', () => {
    given([created]).when({ type: 'DeleteEmailScenario', data: { scenarioId, mailSent: 0, by, at: later } }).then([deleted]);
    given([created]).when({ type: 'DeleteEmailScenario', data: { scenarioId, mailSent: 3, by, at: later } }).then([archived]);
    given([created, archived]).when({ type: 'DeleteEmailScenario', data: { scenarioId, mailSent: 3, by, at: later } }).then([]);
    given([created, deleted]).when({ type: 'DeleteEmailScenario', data: { scenarioId, mailSent: 0, by, at: later } }).then([]);
    given([]).when({ type: 'DeleteEmailScenario', data: { scenarioId, mailSent: 0, by, at } }).thenThrows('EMAIL_SCENARIO_NOT_FOUND');
  });
});
