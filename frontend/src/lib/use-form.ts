import { FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FieldErrors, FormDefinition, serverFieldErrors } from './form';
import { Remote } from './remote';

/** How a form meets the store. */
export interface FormBinding<R> {
  /** The store's record of the submission: a failure carries the server's message and field errors. */
  submission: Remote<unknown>;
  onSubmit(request: R): void;
  /** Empties the form after each successful submission. */
  resetOnSuccess?: boolean;
}

/** Server errors the user has already answered: by typing in a field, or by submitting again. */
interface Dismissed {
  of: Remote<unknown> | null;
  fields: readonly string[] | 'all';
}

const NO_CLIENT_ERRORS = { errors: {}, formError: null };

/**
 * Form state stays in the component (the Redux style guide's advice); the store holds only the
 * submission. Shows the client's errors from the last submit and the server's from the last failure,
 * and hides each field's error as soon as the user types in it.
 */
export function useForm<F extends string, R>(form: FormDefinition<F, R>, { submission, onSubmit, resetOnSuccess = false }: FormBinding<R>) {
  const { fields } = form;
  const [values, setValues] = useState<Record<F, string>>(form.initial);
  const [client, setClient] = useState<{ errors: FieldErrors<F>; formError: string | null }>(NO_CLIENT_ERRORS);
  const [dismissed, setDismissed] = useState<Dismissed>({ of: null, fields: [] });
  const busy = submission.status === 'loading';

  const failure = submission.status === 'failed' ? submission.error : null;
  const answered = dismissed.of === submission ? dismissed.fields : [];
  const server = failure && answered !== 'all' ? withoutFields(serverFieldErrors(fields, failure.fields), answered) : {};
  const serverMessage = failure && answered !== 'all' && answered.length === 0 ? failure.message : null;

  const reset = useCallback((next?: Record<F, string>) => {
    if (next) setValues(next);
    setClient(NO_CLIENT_ERRORS);
  }, []);

  const previousStatus = useRef(submission.status);
  useEffect(() => {
    if (resetOnSuccess && submission.status === 'succeeded' && previousStatus.current !== 'succeeded') {
      setValues(form.initial);
      setClient(NO_CLIENT_ERRORS);
    }
    previousStatus.current = submission.status;
    // Only a new outcome resets; `initial` is read at that moment.
  }, [submission.status, resetOnSuccess]);

  const edit = (field: F) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setClient((current) => (current.errors[field] || current.formError ? { errors: withoutFields(current.errors, [field]), formError: null } : current));
    setDismissed((current) =>
      current.of !== submission ? { of: submission, fields: [field] } : current.fields === 'all' ? current : { of: submission, fields: [...current.fields, field] },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = form.validate(values);
    if (result.ok) {
      setClient(NO_CLIENT_ERRORS);
      onSubmit(result.request);
      return;
    }
    setClient({ errors: result.errors, formError: result.formError ?? null });
    setDismissed({ of: submission, fields: 'all' });
    // The cursor goes where the first problem is, so keyboard and screen-reader users land on it.
    const first = fields.find((field) => result.errors[field]);
    const control = first ? event.currentTarget.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  return {
    values,
    errors: { ...server, ...client.errors } as FieldErrors<F>,
    /** The client's form-level text, else the server's message until the user types. */
    formError: client.formError ?? serverMessage,
    busy,
    edit,
    submit,
    reset,
  };
}

function withoutFields<F extends string>(errors: FieldErrors<F>, fields: readonly string[]): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field))) as FieldErrors<F>;
}
