import { scenarioTriggerSchema, type ScenarioTrigger } from '@academy/contracts';
import { runStart } from './run-start';

const at = '2027-03-10T03:00:00.000Z';
const trigger = (input: object): ScenarioTrigger => scenarioTriggerSchema.parse(input);

describe('when a scenario starts after its trigger', () => {
  it('starts at once on registration, verification and a broadcast', () => {
    for (const type of ['registered', 'email_verified', 'manual']) expect(runStart(trigger({ type }), { at })).toBe(at);
  });

  it('starts on a course bought only for the courses it names (none named: every course)', () => {
    expect(runStart(trigger({ type: 'course_bought' }), { at, courseId: 'k1' })).toBe(at);
    expect(runStart(trigger({ type: 'course_bought', courseIds: ['k1'] }), { at, courseId: 'k1' })).toBe(at);
    expect(runStart(trigger({ type: 'course_bought', courseIds: ['k1'] }), { at, courseId: 'k2' })).toBeNull();
  });

  it('waits the hours of an unpaid cart and the days of a course not started', () => {
    expect(runStart(trigger({ type: 'cart_unpaid', hours: 2 }), { at })).toBe('2027-03-10T05:00:00.000Z');
    expect(runStart(trigger({ type: 'course_not_started', days: 3 }), { at, courseId: 'k1' })).toBe('2027-03-13T03:00:00.000Z');
    expect(runStart(trigger({ type: 'course_not_started', days: 3, courseIds: ['k9'] }), { at, courseId: 'k1' })).toBeNull();
  });

  it('starts the given days before a bonus lot expires, and not for a lot granted inside that window', () => {
    expect(runStart(trigger({ type: 'bonus_expiring', days: 3 }), { at, expiresAt: '2027-04-10T03:00:00.000Z' })).toBe('2027-04-07T03:00:00.000Z');
    expect(runStart(trigger({ type: 'bonus_expiring', days: 3 }), { at, expiresAt: '2027-03-12T03:00:00.000Z' })).toBeNull();
    expect(runStart(trigger({ type: 'bonus_expiring', days: 3 }), { at })).toBeNull();
  });
});
