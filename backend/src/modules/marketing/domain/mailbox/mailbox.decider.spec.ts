import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { mailboxDecider, nextFreeSlotAt } from './mailbox.decider';
import type { MailboxEvent } from './mailbox.events';

const given = deciderSpec(mailboxDecider);
const day = '2027-03-10';
const taken = (emailId: string, at: string): MailboxEvent => ({ type: 'MarketingEmailSlotTaken', data: { userId: 'u1', day, emailId, at } });
const take = (emailId: string, at: string, earlier: string[] = []) => ({
  type: 'TakeMarketingEmailSlot' as const,
  data: { userId: 'u1', day, emailId, at, earlier, limit: 3 },
});

describe('marketing mailbox decider (Decree 91/2020: three advertising emails in 24 hours)', () => {
  const first = [taken('e1', '2027-03-10T01:00:00.000Z'), taken('e2', '2027-03-10T02:00:00.000Z')];

  it('gives a third slot, and refuses a fourth within 24 hours', () => {
    given(first).when(take('e3', '2027-03-10T03:00:00.000Z')).then([taken('e3', '2027-03-10T03:00:00.000Z')]);
    given([...first, taken('e3', '2027-03-10T03:00:00.000Z')]).when(take('e4', '2027-03-10T16:00:00.000Z')).thenThrows('MARKETING_DAILY_LIMIT_REACHED');
  });

  it('keeps the slot of an email sent again (a retry), even at the limit', () => {
    given([...first, taken('e3', '2027-03-10T03:00:00.000Z')]).when(take('e2', '2027-03-10T05:00:00.000Z')).then([]);
  });

  it('counts the day before within the rolling 24 hours, and not beyond', () => {
    const yesterday = ['2027-03-09T10:00:00.000Z', '2027-03-09T12:00:00.000Z'];
    given([taken('e1', '2027-03-10T01:00:00.000Z')]).when(take('e2', '2027-03-10T09:00:00.000Z', yesterday)).thenThrows('MARKETING_DAILY_LIMIT_REACHED');
    given([taken('e1', '2027-03-10T01:00:00.000Z')]).when(take('e2', '2027-03-10T11:00:00.000Z', yesterday)).then([taken('e2', '2027-03-10T11:00:00.000Z')]);
  });

  it('says when the next slot frees: 24 hours after the oldest slot that counts', () => {
    const times = ['2027-03-10T01:00:00.000Z', '2027-03-10T02:00:00.000Z', '2027-03-10T03:00:00.000Z'];
    expect(nextFreeSlotAt(times, '2027-03-10T04:00:00.000Z', 3)).toBe('2027-03-11T01:00:00.000Z');
    expect(nextFreeSlotAt(times.slice(1), '2027-03-10T04:00:00.000Z', 3)).toBe('2027-03-10T04:00:00.000Z');
    expect(nextFreeSlotAt(times, '2027-03-10T04:00:00.000Z', 1)).toBe('2027-03-11T03:00:00.000Z');
  });
});
