import { useEffect, useState } from 'react';
import { DEFAULT_TYPING_TIMING, TypingTiming, initialTypingState, typedText, typingStep } from './typing';

/**
 * The text of a typing headline. With `paused` (reduced motion) it stays on the first phrase,
 * fully written.
 */
export function useTypingText(
  phrases: readonly string[],
  { paused = false, timing = DEFAULT_TYPING_TIMING }: { paused?: boolean; timing?: TypingTiming } = {},
): { text: string; typing: boolean } {
  const [state, setState] = useState(() => initialTypingState(phrases));

  useEffect(() => {
    if (paused) {
      setState(initialTypingState(phrases));
      return undefined;
    }
    let current = initialTypingState(phrases);
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const next = typingStep(current, phrases, timing);
      current = next.state;
      setState(current);
      timer = setTimeout(tick, next.delay);
    };
    timer = setTimeout(tick, timing.holdMs);
    return () => clearTimeout(timer);
  }, [phrases, paused, timing]);

  return { text: typedText(phrases, state), typing: !paused };
}
