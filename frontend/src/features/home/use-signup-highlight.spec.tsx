import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomeAuthPanel } from './components/HomeAuthPanel';
import { InstructorSection } from './components/InstructorSection';
import { SIGNUP_HIGHLIGHT_MS, useSignupHighlight } from './use-signup-highlight';

/** The same wiring as the home page: the instructor button highlights the hero's signup panel. */
function Harness() {
  const signup = useSignupHighlight();
  return (
    <MemoryRouter>
      <HomeAuthPanel account={null} highlighted={signup.highlighted} onLogout={() => undefined} />
      <InstructorSection instructors={[{ name: 'Trần Minh Đức', title: 'Chuyên gia quảng cáo', bio: '', photoUrl: null }]} onJoin={signup.highlight} signedIn={false} />
    </MemoryRouter>
  );
}

describe('instructor button highlights the signup form', () => {
  const scrollIntoView = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollIntoView.mockClear();
  });

  afterEach(() => {
    jest.useRealTimers();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('scrolls smoothly to #signup-form and highlights it for exactly 5000 ms', () => {
    render(<Harness />);
    const panel = screen.getByTestId('signup-panel');
    expect(panel.id).toBe('signup-form');
    expect(panel.classList.contains('is-highlighted')).toBe(false);

    fireEvent.click(screen.getByTestId('instructor-cta'));
    expect(panel.classList.contains('is-highlighted')).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    expect(document.activeElement).toBe(panel);

    act(() => jest.advanceTimersByTime(SIGNUP_HIGHLIGHT_MS - 1));
    expect(panel.classList.contains('is-highlighted')).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(panel.classList.contains('is-highlighted')).toBe(false);
  });

  it('a second click restarts the five seconds', () => {
    render(<Harness />);
    const panel = screen.getByTestId('signup-panel');
    fireEvent.click(screen.getByTestId('instructor-cta'));
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.click(screen.getByTestId('instructor-cta'));
    act(() => jest.advanceTimersByTime(4000));
    expect(panel.classList.contains('is-highlighted')).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    expect(panel.classList.contains('is-highlighted')).toBe(false);
  });

  it('leaves no timer behind when the page goes away', () => {
    const { unmount } = render(<Harness />);
    fireEvent.click(screen.getByTestId('instructor-cta'));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
