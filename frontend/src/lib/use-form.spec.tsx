import { fireEvent, render, screen } from '@testing-library/react';
import { check } from './form';
import { Remote, remote, remoteError } from './remote';
import { useForm } from './use-form';

const FIELDS = ['name', 'email'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const validate = (values: Values) =>
  check(values, { name: values.name ? undefined : 'Vui lòng nhập tên.', email: values.email.includes('@') ? undefined : 'Email không hợp lệ.' });

const FORM = { fields: FIELDS, initial: { name: '', email: '' }, validate };

function TestForm({ submission, onSubmit }: { submission: Remote<unknown>; onSubmit(values: Values): void }) {
  const form = useForm(FORM, { submission, onSubmit, resetOnSuccess: true });
  return (
    <form onSubmit={form.submit}>
      {FIELDS.map((field) => (
        <label key={field}>
          <input name={field} value={form.values[field]} onChange={(e) => form.edit(field)(e.target.value)} />
          {form.errors[field] && <span data-testid={`error-${field}`}>{form.errors[field]}</span>}
        </label>
      ))}
      {form.formError && <p data-testid="form-error">{form.formError}</p>}
      <button type="submit" disabled={form.busy}>
        Gửi
      </button>
    </form>
  );
}

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const text = (testId: string) => screen.queryByTestId(testId)?.textContent ?? null;

function setup(submission: Remote<unknown> = remote.idle()) {
  const sent: Values[] = [];
  const view = render(<TestForm submission={submission} onSubmit={(values) => sent.push(values)} />);
  const rerender = (next: Remote<unknown>) => view.rerender(<TestForm submission={next} onSubmit={(values) => sent.push(values)} />);
  return { sent, rerender };
}

describe('useForm', () => {
  it('shows every client error on the first submit, focuses the first, and hides each as its field is typed in', () => {
    const { sent } = setup();
    fireEvent.click(screen.getByText('Gửi'));
    expect(text('error-name')).toBe('Vui lòng nhập tên.');
    expect(text('error-email')).toBe('Email không hợp lệ.');
    expect(document.activeElement).toBe(field('name'));
    type('name', 'An');
    expect(text('error-name')).toBeNull();
    expect(text('error-email')).toBe('Email không hợp lệ.');
    expect(sent).toEqual([]);
  });

  it("shows the server's field errors and message until the user types, then sends again", () => {
    const { sent, rerender } = setup();
    type('name', 'An');
    type('email', 'an@b.vn');
    fireEvent.click(screen.getByText('Gửi'));
    expect(sent).toEqual([{ name: 'An', email: 'an@b.vn' }]);

    rerender(remote.loading());
    expect((screen.getByText('Gửi') as HTMLButtonElement).disabled).toBe(true);
    rerender(remote.failed(remoteError('Email này đã được sử dụng.', { fields: { email: 'Email này đã được sử dụng.', uid: 'x' } })));
    expect(text('error-email')).toBe('Email này đã được sử dụng.');
    expect(text('form-error')).toBe('Email này đã được sử dụng.');

    type('email', 'khac@b.vn');
    expect(text('error-email')).toBeNull();
    expect(text('form-error')).toBeNull();
  });

  it('drops stale server errors when the next submit is refused by the client', () => {
    setup(remote.failed(remoteError('Email này đã được sử dụng.', { fields: { email: 'Email này đã được sử dụng.' } })));
    expect(text('error-email')).toBe('Email này đã được sử dụng.');
    fireEvent.click(screen.getByText('Gửi'));
    expect(text('error-name')).toBe('Vui lòng nhập tên.');
    expect(text('error-email')).toBe('Email không hợp lệ.');
    expect(text('form-error')).toBeNull();
  });

  it('empties itself after a success, not when it mounts on an old one', () => {
    const { rerender } = setup(remote.succeeded('cũ'));
    type('name', 'An');
    rerender(remote.succeeded('cũ'));
    expect(field('name').value).toBe('An');
    rerender(remote.loading());
    rerender(remote.succeeded('mới'));
    expect(field('name').value).toBe('');
  });
});
