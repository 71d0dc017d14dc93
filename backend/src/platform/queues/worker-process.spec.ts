import { EventEmitter } from 'node:events';
import { silentQueueLogger } from './queue-logger';
import { stopOnSignals, type SignalSource } from './worker-process';

class FakeProcess extends EventEmitter implements SignalSource {
  readonly exits: number[] = [];
  exit(code: number): void {
    this.exits.push(code);
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

it('on SIGTERM stops gracefully, then exits 0', async () => {
  const source = new FakeProcess();
  let finishStop!: () => void;
  const stop = jest.fn(() => new Promise<void>((resolve) => (finishStop = resolve)));
  stopOnSignals(stop, { source, logger: silentQueueLogger });

  source.emit('SIGTERM');
  await flush();
  expect(stop).toHaveBeenCalledTimes(1);
  expect(source.exits).toEqual([]); // still waiting for active jobs

  finishStop();
  await flush();
  expect(source.exits).toEqual([0]);
});

it('a second signal exits at once with 1; a failed stop exits with 1', async () => {
  const source = new FakeProcess();
  const stop = jest.fn(() => new Promise<void>(() => {}));
  stopOnSignals(stop, { source, logger: silentQueueLogger });
  source.emit('SIGTERM');
  source.emit('SIGINT');
  expect(stop).toHaveBeenCalledTimes(1);
  expect(source.exits).toEqual([1]);

  const failing = new FakeProcess();
  stopOnSignals(() => Promise.reject(new Error('boom')), { source: failing, logger: silentQueueLogger });
  failing.emit('SIGINT');
  await flush();
  expect(failing.exits).toEqual([1]);
});

it('the returned function removes the handlers', () => {
  const source = new FakeProcess();
  const uninstall = stopOnSignals(async () => {}, { source, logger: silentQueueLogger });
  uninstall();
  expect(source.listenerCount('SIGTERM') + source.listenerCount('SIGINT')).toBe(0);
});
