import { startTransition, useEffect, useState } from 'react';

/**
 * False until `ready` has been true through one painted frame, then true for good. A page draws
 * what its first screen shows first and the rest just after that frame, as a transition React
 * renders in small slices: the first screen is not held back by work below it that nobody sees yet
 * (docs/decisions.md "Speed: the first page's requests and its first screen").
 */
export function useAfterPaint(ready = true): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAfter(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, after]);
  return after;
}
