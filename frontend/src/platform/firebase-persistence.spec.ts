import { mayHaveStoredFirebaseUser } from './firebase-persistence';

function storage(entries: Record<string, string>): Storage {
  const keys = Object.keys(entries);
  return {
    length: keys.length,
    key: (index: number) => keys[index] ?? null,
    getItem: (key: string) => entries[key] ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
    clear: () => undefined,
  };
}

describe('reading Firebase persistence without its SDK', () => {
  it('finds a user kept in localStorage or sessionStorage (where IndexedDB is unavailable)', async () => {
    const kept = storage({ theme: 'dark', 'firebase:authUser:AIza-key:[DEFAULT]': '{"uid":"u1"}' });
    expect(await mayHaveStoredFirebaseUser({ storages: [kept] })).toBe(true);
    expect(await mayHaveStoredFirebaseUser({ storages: [storage({}), kept] })).toBe(true);
  });

  it('knows there is none when no storage holds one and there is no IndexedDB', async () => {
    const other = storage({ 'firebase:persistence:AIza-key:[DEFAULT]': '"LOCAL"', cart: '[]' });
    expect(await mayHaveStoredFirebaseUser({ storages: [other, undefined] })).toBe(false);
  });

  it('answers "maybe" when a storage cannot be read, so the SDK decides', async () => {
    const refusing = { get length(): number { throw new Error('SecurityError'); } } as unknown as Storage;
    expect(await mayHaveStoredFirebaseUser({ storages: [refusing] })).toBe(true);
  });
});
