/**
 * The course access tokens of this tab's study session (docs/decisions.md, "Web app: the course
 * player and face verification pages"). A token opens one course for one learner for two hours;
 * it is kept in `sessionStorage`, one entry per course slug (the player's address names the slug;
 * the entry remembers the course id the token was issued for), so a reload keeps it and closing
 * the tab forgets it.
 */
export interface CourseAccess {
  courseId: string;
  token: string;
  /** ISO time after which the server refuses the token. */
  expiresAt: string;
}

export interface CourseAccessTokens {
  /** The course's token while it has not expired by `now`; an expired or unreadable entry is forgotten. */
  get(slug: string, now: Date): CourseAccess | null;
  save(slug: string, access: CourseAccess): void;
  forget(slug: string): void;
  /** Every course's token: someone else may sign in on this tab next. */
  clear(): void;
}

/** The parts of `Storage` used here, so tests can pass a Map-backed stand-in. */
export type AccessStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'academy.course-access.';

function parse(text: string | null): CourseAccess | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<CourseAccess> | null;
    if (!value || typeof value.courseId !== 'string' || typeof value.token !== 'string' || typeof value.expiresAt !== 'string') return null;
    if (Number.isNaN(Date.parse(value.expiresAt))) return null;
    return { courseId: value.courseId, token: value.token, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

/**
 * Storage can be missing or throw (private mode, a full quota): the tokens then live in memory for
 * this page's life, and a reload asks for the face again.
 */
export function createCourseAccessTokens(storage: AccessStorage | undefined): CourseAccessTokens {
  const memory = new Map<string, string>();
  const read = (key: string): string | null => {
    try {
      const stored = storage?.getItem(key);
      if (stored) return stored;
    } catch {
      // Fall back to what this page kept in memory.
    }
    return memory.get(key) ?? null;
  };
  const remove = (key: string) => {
    memory.delete(key);
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing stored there to remove.
    }
  };
  const keys = (): string[] => {
    const found = new Set(memory.keys());
    try {
      for (let i = 0; storage && i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key?.startsWith(PREFIX)) found.add(key);
      }
    } catch {
      // Unreadable storage holds nothing of ours.
    }
    return [...found];
  };

  return {
    get(slug, now) {
      const key = PREFIX + slug;
      const access = parse(read(key));
      if (access && Date.parse(access.expiresAt) > now.getTime()) return access;
      remove(key);
      return null;
    },
    save(slug, access) {
      const key = PREFIX + slug;
      const text = JSON.stringify(access);
      try {
        if (!storage) throw new Error('no storage');
        storage.setItem(key, text);
      } catch {
        memory.set(key, text);
      }
    },
    forget: (slug) => remove(PREFIX + slug),
    clear: () => keys().forEach(remove),
  };
}

/** The browser's session storage, or none when the browser forbids it. */
export function browserSessionStorage(): AccessStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
