/**
 * Whether Firebase Auth keeps a signed-in user in this browser, read without its SDK, so that a
 * visitor who never signed in boots at once and the SDK loads only when needed (firebase.ts).
 * Firebase's web SDK keeps the user under `firebase:authUser:<apiKey>:<app>` in the IndexedDB store
 * below, or in localStorage or sessionStorage where IndexedDB is unavailable (@firebase/auth:
 * indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence). Any key with that
 * prefix counts, so the check needs no config and runs while the config loads.
 */
const DB_NAME = 'firebaseLocalStorageDb';
const STORE_NAME = 'firebaseLocalStorage';
export const USER_KEY_PREFIX = 'firebase:authUser:';
/** An answer that takes longer (a database blocked by another tab) counts as "maybe". */
const READ_TIMEOUT_MS = 1500;

export interface PersistenceSources {
  indexedDB?: IDBFactory;
  storages?: Array<Storage | undefined>;
}

function browserSources(): PersistenceSources {
  const storage = (pick: () => Storage): Storage | undefined => {
    try {
      return pick();
    } catch {
      // Storage refused (privacy settings): nothing can be kept there either.
      return undefined;
    }
  };
  return {
    indexedDB: typeof indexedDB === 'undefined' ? undefined : indexedDB,
    storages: [storage(() => window.localStorage), storage(() => window.sessionStorage)],
  };
}

function storageHasUser(storage: Storage): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    if (storage.key(index)?.startsWith(USER_KEY_PREFIX)) return true;
  }
  return false;
}

/** The keys of Firebase's store; opening a database that does not exist aborts its creation. */
function indexedDbHasUser(factory: IDBFactory): Promise<boolean> {
  return new Promise((resolve) => {
    const request = factory.open(DB_NAME);
    // No database yet: nothing stored. Aborting leaves the browser as the SDK expects to find it.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(request.error?.name !== 'AbortError');
    request.onblocked = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE_NAME)) {
        db.close();
        resolve(false);
        return;
      }
      const transaction = db.transaction(STORE_NAME, 'readonly');
      const keys = transaction.objectStore(STORE_NAME).getAllKeys();
      keys.onsuccess = () => resolve(keys.result.some((key) => String(key).startsWith(USER_KEY_PREFIX)));
      keys.onerror = () => resolve(true);
      transaction.oncomplete = () => db.close();
    };
  });
}

/**
 * False only when every place Firebase could keep a user is known to hold none; true when one may
 * be there or the answer is unknown (then the SDK is asked, as it always was).
 */
export async function mayHaveStoredFirebaseUser(sources: PersistenceSources = browserSources()): Promise<boolean> {
  try {
    if ((sources.storages ?? []).some((storage) => storage && storageHasUser(storage))) return true;
    if (!sources.indexedDB) return false;
    const factory = sources.indexedDB;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), READ_TIMEOUT_MS);
    });
    try {
      return await Promise.race([indexedDbHasUser(factory), timeout]);
    } finally {
      clearTimeout(timer);
    }
  } catch {
    return true;
  }
}
