import { whenReady } from './maybe-promise';

describe('whenReady', () => {
  it('goes on at once with a value, and later with a promise', async () => {
    const seen: string[] = [];
    const now = whenReady(2, (n) => {
      seen.push('value');
      return n * 10;
    });
    expect(now).toBe(20);
    expect(seen).toEqual(['value']);

    const later = whenReady(Promise.resolve(3), (n) => n * 10);
    expect(later).toBeInstanceOf(Promise);
    expect(await later).toBe(30);
  });

  it('throws at once from a value, rejects from a promise', async () => {
    const refuse = (): never => {
      throw new Error('từ chối');
    };
    expect(() => whenReady(1, refuse)).toThrow('từ chối');
    await expect(whenReady(Promise.resolve(1), refuse)).rejects.toThrow('từ chối');
  });
});
