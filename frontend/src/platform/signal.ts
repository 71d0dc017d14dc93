/** A minimal publish/subscribe point between platform code and the sagas that react to it. */
export interface Signal<T> {
  emit(value: T): void;
  subscribe(listener: (value: T) => void): () => void;
}

export function createSignal<T>(): Signal<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    emit: (value) => listeners.forEach((listener) => listener(value)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Calls back when the user comes back to the tab (window focus, or the page becoming visible),
 * at most once per `minIntervalMs`.
 */
export function onUserReturn(listener: () => void, minIntervalMs = 5000, win: Window = window): () => void {
  let last = 0;
  const fire = () => {
    const now = Date.now();
    if (now - last < minIntervalMs) return;
    last = now;
    listener();
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'visible') fire();
  };
  win.addEventListener('focus', fire);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('focus', fire);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}
