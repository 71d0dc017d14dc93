import { AccessStorage, createCourseAccessTokens } from './course-access.storage';

function mapStorage(options: { failWrites?: boolean } = {}) {
  const items = new Map<string, string>();
  const storage: AccessStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (options.failWrites) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
  return { storage, items };
}

const access = { courseId: 'c1', token: 'payload.signature', expiresAt: '2026-12-01T11:00:00.000Z' };
const before = new Date('2026-12-01T10:59:59.000Z');
const at = new Date('2026-12-01T11:00:00.000Z');

describe('course access tokens in session storage', () => {
  it('keeps one token per course slug until it expires, then forgets it', () => {
    const { storage, items } = mapStorage();
    const tokens = createCourseAccessTokens(storage);
    tokens.save('excel', access);
    expect(tokens.get('excel', before)).toEqual(access);
    expect(tokens.get('word', before)).toBeNull();
    expect(tokens.get('excel', at)).toBeNull();
    expect(items.size).toBe(0);
  });

  it('reads what an earlier page of the tab saved, and ignores entries it cannot read', () => {
    const { storage, items } = mapStorage();
    createCourseAccessTokens(storage).save('excel', access);
    items.set('academy.course-access.word', '{"courseId":1}');
    items.set('academy.course-access.ppt', 'not json');
    const tokens = createCourseAccessTokens(storage);
    expect(tokens.get('excel', before)).toEqual(access);
    expect(tokens.get('word', before)).toBeNull();
    expect(tokens.get('ppt', before)).toBeNull();
  });

  it('forgets one course, or every course and nothing else at sign-out', () => {
    const { storage, items } = mapStorage();
    const tokens = createCourseAccessTokens(storage);
    items.set('academy.theme', 'dark');
    tokens.save('excel', access);
    tokens.save('word', { ...access, courseId: 'c2' });
    tokens.forget('excel');
    expect(tokens.get('excel', before)).toBeNull();
    expect(tokens.get('word', before)).toMatchObject({ courseId: 'c2' });
    tokens.clear();
    expect([...items.keys()]).toEqual(['academy.theme']);
  });

  it('keeps the token in memory when the storage refuses it, or when there is none', () => {
    const full = createCourseAccessTokens(mapStorage({ failWrites: true }).storage);
    full.save('excel', access);
    expect(full.get('excel', before)).toEqual(access);
    full.clear();
    expect(full.get('excel', before)).toBeNull();

    const none = createCourseAccessTokens(undefined);
    none.save('excel', access);
    expect(none.get('excel', before)).toEqual(access);
  });
});
