import { act, render, screen } from '@testing-library/react';
import { TypingHeadline } from './TypingHeadline';

const phrases = ['Bán hàng online', 'Quảng cáo Facebook & Google'];

describe('TypingHeadline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('types, deletes and moves on to the next phrase', () => {
    render(<TypingHeadline lead="Làm chủ" phrases={phrases} reducedMotion={false} />);
    const typed = screen.getByTestId('typing-text');
    expect(typed.textContent).toBe('Bán hàng online');
    // Hold 1800 ms, then one character off every 35 ms; the 15th step clears it and pauses 350 ms.
    act(() => jest.advanceTimersByTime(1800));
    expect(typed.textContent).toBe('Bán hàng onlin');
    act(() => jest.advanceTimersByTime(14 * 35));
    expect(typed.textContent).toBe('');
    act(() => jest.advanceTimersByTime(349));
    expect(typed.textContent).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(typed.textContent).toBe('Q');
    act(() => jest.advanceTimersByTime(70));
    expect(typed.textContent).toBe('Qu');
  });

  it('stays still on the first phrase, without a caret, for reduced motion', () => {
    render(<TypingHeadline lead="Làm chủ" phrases={phrases} reducedMotion />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByTestId('typing-text').textContent).toBe('Bán hàng online');
    expect(document.querySelector('.home-typing-caret')).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives screen readers every phrase once, not the flickering letters', () => {
    render(<TypingHeadline lead="Làm chủ" phrases={phrases} reducedMotion={false} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.querySelector('.home-typing')?.getAttribute('aria-hidden')).toBe('true');
    expect(heading.querySelector('.visually-hidden')?.textContent).toBe(phrases.join(', '));
  });
});
