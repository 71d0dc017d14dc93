import { CoalescingSaver } from './coalescing-saver';

/** A save the test finishes by hand. */
function manualSaves() {
  const pending: Array<{ position: string; done(): void }> = [];
  const save = (position: string) => new Promise<void>((resolve) => pending.push({ position, done: resolve }));
  return { pending, save };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('CoalescingSaver', () => {
  it('is saving from a mark until that position is written, so request turns stay short until read-your-writes can see it', async () => {
    const saves = manualSaves();
    const saved: string[] = [];
    const saver = new CoalescingSaver(saves.save, (position) => saved.push(position));
    expect(saver.isSaving).toBe(false);

    saver.mark('0001');
    expect(saver.isSaving).toBe(true);
    saves.pending[0].done();
    await turn();

    expect(saved).toEqual(['0001']);
    expect(saver.isSaving).toBe(false);
  });

  it('writes only the newest of the positions marked while a write runs, and stays saving until it is written', async () => {
    const saves = manualSaves();
    const saved: string[] = [];
    const saver = new CoalescingSaver(saves.save, (position) => saved.push(position));

    saver.mark('0001');
    saver.mark('0002');
    saver.mark('0003');
    saves.pending[0].done();
    await turn();
    expect(saver.isSaving).toBe(true);
    saves.pending[1].done();
    await turn();

    expect(saves.pending.map((save) => save.position)).toEqual(['0001', '0003']);
    expect(saved).toEqual(['0001', '0003']);
    expect(saver.isSaving).toBe(false);
  });

  it('saves a position passed during a mark\'s write right after it, without waiting for the timer', async () => {
    const saves = manualSaves();
    const saver = new CoalescingSaver(saves.save, () => undefined, 60_000);

    saver.mark('0001');
    saver.pass('0002');
    saves.pending[0].done();
    await turn();

    expect(saves.pending.map((save) => save.position)).toEqual(['0001', '0002']);
  });

  it('leaves positions passed during a write that was itself only passing to the timer, so idle projections never write back to back', async () => {
    jest.useFakeTimers();
    try {
      const saves = manualSaves();
      const saver = new CoalescingSaver(saves.save, () => undefined, 1_000);
      saver.pass('0001');
      jest.advanceTimersByTime(1_000);
      expect(saves.pending.map((save) => save.position)).toEqual(['0001']);

      saver.pass('0002');
      saver.pass('0003');
      saves.pending[0].done();
      await Promise.resolve();
      await Promise.resolve();
      expect(saves.pending).toHaveLength(1);

      jest.advanceTimersByTime(1_000);
      expect(saves.pending.map((save) => save.position)).toEqual(['0001', '0003']);
    } finally {
      jest.useRealTimers();
    }
  });
});
