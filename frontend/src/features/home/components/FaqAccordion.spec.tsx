import { fireEvent, render, screen } from '@testing-library/react';
import { FAQ_ITEMS } from '../home.content';
import { FaqAccordion } from './FaqAccordion';

const items = () => screen.getAllByTestId('faq-item');
const buttons = () => items().map((item) => item.querySelector('button') as HTMLButtonElement);
const openFlags = () => buttons().map((b) => b.getAttribute('aria-expanded') === 'true');
const visibleAnswers = () => items().filter((item) => !(item.querySelector('[role="region"]') as HTMLElement).hidden).length;

describe('FAQ accordion', () => {
  it('has six items with only the first one open', () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    expect(items()).toHaveLength(6);
    expect(openFlags()).toEqual([true, false, false, false, false, false]);
    expect(items()[0].className).toContain('is-open');
    expect(visibleAnswers()).toBe(1);
    expect(items()[0].textContent).toContain(FAQ_ITEMS[0].answer);
  });

  it('opening another item closes the open one', () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    fireEvent.click(buttons()[3]);
    expect(openFlags()).toEqual([false, false, false, true, false, false]);
    expect(visibleAnswers()).toBe(1);
    fireEvent.click(buttons()[5]);
    expect(openFlags()).toEqual([false, false, false, false, false, true]);
  });

  it('clicking the open item closes it', () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    fireEvent.click(buttons()[0]);
    expect(openFlags()).toEqual([false, false, false, false, false, false]);
    expect(visibleAnswers()).toBe(0);
  });

  it('ties each question to its answer for assistive technology', () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    const button = buttons()[0];
    const panel = document.getElementById(button.getAttribute('aria-controls') as string) as HTMLElement;
    expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
  });
});
