import { randomBytes } from 'crypto';
import Redis from 'ioredis';
import pino from 'pino';
import { Leadership } from './leadership';

const quiet = pino({ level: 'silent' });
const until = async (check: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

describe('leadership over a Redis lease', () => {
  let redis: Redis;
  const key = `test:lease:${randomBytes(4).toString('hex')}`;
  const running: string[] = [];
  const work = (name: string) => ({
    start: async () => void running.push(name),
    stop: async () => void running.splice(running.indexOf(name), 1),
  });

  beforeAll(() => {
    redis = new Redis('redis://127.0.0.1:6379');
  });
  afterAll(async () => {
    await redis.del(key);
    redis.disconnect();
  });

  it('lets exactly one of several processes run the work, and a standby takes over when it leaves', async () => {
    const members = ['a', 'b', 'c'].map((n) => new Leadership(redis, key, work(n), quiet, { leaseMs: 1000, retryMs: 50 }));
    await Promise.all(members.map((m) => m.join()));
    expect(running).toHaveLength(1);
    const leader = members.find((m) => m.isLeader)!;
    await leader.leave();
    await until(() => running.length === 1);
    expect(running).toHaveLength(1);
    expect(members.filter((m) => m.isLeader)).toHaveLength(1);
    await Promise.all(members.map((m) => m.leave()));
    expect(running).toEqual([]);
  });

  it('stops the work as soon as the lease is lost, and one member leads again once it lapses', async () => {
    const first = new Leadership(redis, key, work('first'), quiet, { leaseMs: 1000, retryMs: 50 });
    await first.join();
    expect(first.isLeader).toBe(true);
    await redis.set(key, 'someone-else', 'PX', 300);
    await until(() => !first.isLeader);
    expect(running).toEqual([]);
    const second = new Leadership(redis, key, work('second'), quiet, { leaseMs: 1000, retryMs: 50 });
    await second.join();
    await until(() => running.length === 1);
    expect(running).toHaveLength(1);
    expect([first, second].filter((m) => m.isLeader)).toHaveLength(1);
    await Promise.all([first.leave(), second.leave()]);
    expect(running).toEqual([]);
  });
});
