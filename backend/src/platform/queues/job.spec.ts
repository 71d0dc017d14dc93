import { DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS, defineJob } from './job';
import { InvalidJobIdError, assertValidJobId, jobIdOf } from './job-id';

describe('defineJob', () => {
  it('fills in the default retry policy', () => {
    expect(defineJob<{ id: string }>({ queue: 'marketing.send-campaign-email' })).toEqual({
      queue: 'marketing.send-campaign-email',
      attempts: DEFAULT_ATTEMPTS,
      backoffMs: DEFAULT_BACKOFF_MS,
    });
    expect(defineJob({ queue: 'wallet.expire-bonus', attempts: 2, backoffMs: 50 })).toMatchObject({ attempts: 2, backoffMs: 50 });
  });

  it.each(['marketing:send', 'SendEmail', 'marketing', '.send', 'marketing.'])('rejects the queue name %p', (queue) => {
    expect(() => defineJob({ queue })).toThrow(/Invalid queue name/);
  });

  it('rejects attempts below 1 and negative backoff', () => {
    expect(() => defineJob({ queue: 'a.b', attempts: 0 })).toThrow(/attempts/);
    expect(() => defineJob({ queue: 'a.b', backoffMs: -1 })).toThrow(/backoffMs/);
  });
});

describe('job ids', () => {
  it("accepts ids BullMQ can store and rejects ':' and integers", () => {
    expect(() => assertValidJobId('campaign/c1/recipient/u1')).not.toThrow();
    expect(() => assertValidJobId('0042')).not.toThrow(); // not an integer string once parsed back
    expect(() => assertValidJobId('order:1')).toThrow(InvalidJobIdError);
    expect(() => assertValidJobId('42')).toThrow(/integer/);
    expect(() => assertValidJobId('')).toThrow(/empty/);
  });

  it('jobIdOf encodes the parts, so any part list gives a valid and distinct id', () => {
    expect(jobIdOf('campaign', 'c-1', 'recipient', 'user:7')).toBe('campaign/c-1/recipient/user%3A7');
    expect(jobIdOf('a/b', 'c')).not.toBe(jobIdOf('a', 'b/c'));
    expect(jobIdOf('payout', 2024)).toBe('payout/2024');
    expect(() => jobIdOf(42)).toThrow(InvalidJobIdError);
  });
});
