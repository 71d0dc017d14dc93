/**
 * The hero's typing headline as a pure state machine: type a phrase one character at a time,
 * hold it, delete it, pause, move to the next. The hook only schedules `typingStep`.
 */
export interface TypingState {
  phraseIndex: number;
  /** Characters of the current phrase on screen. */
  length: number;
  deleting: boolean;
}

export interface TypingTiming {
  typeMs: number;
  deleteMs: number;
  /** How long a finished phrase stays before it is deleted. */
  holdMs: number;
  /** Blank pause before the next phrase starts. */
  pauseMs: number;
}

export const DEFAULT_TYPING_TIMING: TypingTiming = { typeMs: 70, deleteMs: 35, holdMs: 1800, pauseMs: 350 };

/** Characters, not UTF-16 units: Vietnamese text is normalised so a diacritic never shows alone. */
export function characters(phrase: string): string[] {
  return Array.from(phrase.normalize('NFC'));
}

/** What the headline shows for a state. */
export function typedText(phrases: readonly string[], state: TypingState): string {
  const phrase = phrases[state.phraseIndex] ?? '';
  return characters(phrase).slice(0, state.length).join('');
}

/** Starts on the first phrase fully typed, so the first paint (and reduced motion) reads well. */
export function initialTypingState(phrases: readonly string[]): TypingState {
  return { phraseIndex: 0, length: characters(phrases[0] ?? '').length, deleting: false };
}

/** The next state and how long to wait before taking the step after it. */
export function typingStep(
  state: TypingState,
  phrases: readonly string[],
  timing: TypingTiming = DEFAULT_TYPING_TIMING,
): { state: TypingState; delay: number } {
  if (phrases.length === 0) return { state, delay: timing.holdMs };
  const full = characters(phrases[state.phraseIndex] ?? '').length;

  if (!state.deleting) {
    if (state.length < full) {
      const length = state.length + 1;
      return { state: { ...state, length }, delay: length === full ? timing.holdMs : timing.typeMs };
    }
    return { state: { ...state, length: Math.max(full - 1, 0), deleting: true }, delay: timing.deleteMs };
  }

  if (state.length > 1) return { state: { ...state, length: state.length - 1 }, delay: timing.deleteMs };
  return {
    state: { phraseIndex: (state.phraseIndex + 1) % phrases.length, length: 0, deleting: false },
    delay: timing.pauseMs,
  };
}
