import { useCallback, useEffect, useRef, useState } from 'react';

export const SIGNUP_FORM_ID = 'signup-form';
/** Spec part 1 §9: the signup form stays highlighted for 5000 ms. */
export const SIGNUP_HIGHLIGHT_MS = 5000;

/**
 * Scrolls the signup form into view and highlights it for five seconds. A second call restarts
 * the five seconds.
 */
export function useSignupHighlight({ reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  const [highlighted, setHighlighted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const highlight = useCallback(() => {
    const target = document.getElementById(SIGNUP_FORM_ID);
    // jsdom has no scrollIntoView; focus without a jump so the smooth scroll is what the user sees.
    target?.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'center' });
    target?.focus({ preventScroll: true });
    setHighlighted(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setHighlighted(false);
    }, SIGNUP_HIGHLIGHT_MS);
  }, [reducedMotion]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { highlighted, highlight };
}
