import { TypingState, characters, initialTypingState, typedText, typingStep } from './typing';

const phrases = ['Bán hàng', 'Quảng cáo'];
const timing = { typeMs: 10, deleteMs: 5, holdMs: 1000, pauseMs: 300 };

/** Runs the machine from `state` and records what the headline shows after each step. */
function run(state: TypingState, steps: number) {
  const frames: { text: string; delay: number }[] = [];
  let current = state;
  for (let i = 0; i < steps; i += 1) {
    const next = typingStep(current, phrases, timing);
    current = next.state;
    frames.push({ text: typedText(phrases, current), delay: next.delay });
  }
  return { frames, state: current };
}

describe('typing headline', () => {
  it('starts on the first phrase fully written', () => {
    const state = initialTypingState(phrases);
    expect(state).toEqual({ phraseIndex: 0, length: 8, deleting: false });
    expect(typedText(phrases, state)).toBe('Bán hàng');
  });

  it('deletes a held phrase one character at a time, then pauses before the next', () => {
    const { frames, state } = run(initialTypingState(phrases), 8);
    expect(frames.map((f) => f.text)).toEqual(['Bán hàn', 'Bán hà', 'Bán h', 'Bán ', 'Bán', 'Bá', 'B', '']);
    expect(frames.slice(0, 7).every((f) => f.delay === timing.deleteMs)).toBe(true);
    expect(frames[7].delay).toBe(timing.pauseMs);
    expect(state).toEqual({ phraseIndex: 1, length: 0, deleting: false });
  });

  it('types the next phrase and holds it once complete', () => {
    const { frames, state } = run({ phraseIndex: 1, length: 0, deleting: false }, 9);
    expect(frames.map((f) => f.text)).toEqual(['Q', 'Qu', 'Quả', 'Quản', 'Quảng', 'Quảng ', 'Quảng c', 'Quảng cá', 'Quảng cáo']);
    expect(frames.slice(0, 8).every((f) => f.delay === timing.typeMs)).toBe(true);
    expect(frames[8].delay).toBe(timing.holdMs);
    expect(state).toEqual({ phraseIndex: 1, length: 9, deleting: false });
  });

  it('wraps around to the first phrase after the last', () => {
    const { state } = run({ phraseIndex: 1, length: 9, deleting: false }, 9);
    expect(state).toEqual({ phraseIndex: 0, length: 0, deleting: false });
  });

  it('never splits a Vietnamese letter from its diacritics', () => {
    const decomposed = 'Quảng'.normalize('NFD');
    expect(characters(decomposed)).toEqual(['Q', 'u', 'ả', 'n', 'g']);
    expect(typedText([decomposed], { phraseIndex: 0, length: 3, deleting: false })).toBe('Quả');
  });

  it('stays put with no phrases', () => {
    const state = { phraseIndex: 0, length: 0, deleting: false };
    expect(typingStep(state, [], timing)).toEqual({ state, delay: timing.holdMs });
  });
});
