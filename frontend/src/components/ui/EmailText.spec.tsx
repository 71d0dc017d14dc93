import { render } from '@testing-library/react';
import { EmailText, emailBreakParts } from './EmailText';

describe('EmailText', () => {
  it('offers breaks only after the @ and before dots', () => {
    expect(emailBreakParts('nguyen.van.an@hocvien-online.edu.vn')).toEqual(['nguyen', '.van', '.an@', 'hocvien-online', '.edu', '.vn']);
    expect(emailBreakParts('an@b')).toEqual(['an@', 'b']);
  });

  it('renders the whole address as text and title, with a <wbr> at each break and none inside a word', () => {
    const { container } = render(<EmailText email="tran.thi.b@example.vn" testId="email" />);
    const span = container.querySelector('[data-testid="email"]') as HTMLElement;
    expect(span.textContent).toBe('tran.thi.b@example.vn');
    expect(span.title).toBe('tran.thi.b@example.vn');
    expect(span.innerHTML).toBe('tran<wbr>.thi<wbr>.b@<wbr>example<wbr>.vn');
    expect(span.className).toBe('email-text');
  });

  it('can be a mailto: link', () => {
    const { container } = render(<EmailText email="a@b.vn" link className="muted" />);
    const anchor = container.querySelector('a') as HTMLAnchorElement;
    expect(anchor.getAttribute('href')).toBe('mailto:a@b.vn');
    expect(anchor.className).toBe('email-text muted');
  });
});
