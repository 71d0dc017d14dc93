/** The shape every form checks before the server judges an address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Firebase's own minimum (spec part 1 §5). */
export const MIN_PASSWORD_LENGTH = 6;

/** One Vietnamese message per field the form shows. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What a form's check decides: the request to send, or what to show instead. */
export type Validation<R, F extends string> =
  | { ok: true; request: R }
  | { ok: false; errors: FieldErrors<F>; /** About the form as a whole ('Vui lòng nhập email và mật khẩu.'). */ formError?: string };

/** A form as its screen needs it: the fields in screen order, the empty values and every check. */
export interface FormDefinition<F extends string, R> {
  /** Each control is named after its field; the first with an error takes the focus. */
  fields: readonly F[];
  initial: Record<F, string>;
  /** Every check at once (the form's own texts, then the contracts schema). */
  validate(values: Record<F, string>): Validation<R, F>;
}

/** The part of a zod schema the forms use, so the frontend needs no zod of its own. */
export interface ParsingSchema<R> {
  safeParse(input: unknown):
    | { success: true; data: R }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Keeps the first message for each field the form shows (issue paths, or a 400's `fields`). */
export function pickFieldErrors<F extends string>(
  fields: readonly F[],
  entries: Iterable<readonly [unknown, string]>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of entries) {
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !errors[field as F]) {
      errors[field as F] = message;
    }
  }
  return errors;
}

/** A 400's `fields`, limited to the ones this form shows. */
export function serverFieldErrors<F extends string>(fields: readonly F[], server: Record<string, string> | null | undefined): FieldErrors<F> {
  return pickFieldErrors(fields, Object.entries(server ?? {}));
}

export interface CheckOptions<F extends string> {
  /** The form's own texts, checked first; a schema message never replaces one of them. */
  own?: FieldErrors<F>;
  formError?: string;
}

/**
 * The contracts schema the API validates with, so browser and server say the same thing, after the
 * form's own checks. Every problem is reported at once: nothing waits for a second submit.
 */
export function checkWithSchema<R, F extends string>(
  schema: ParsingSchema<R>,
  input: unknown,
  fields: readonly F[],
  { own = {}, formError }: CheckOptions<F> = {},
): Validation<R, F> {
  const parsed = schema.safeParse(input);
  const fromSchema = parsed.success ? {} : pickFieldErrors(fields, parsed.error.issues.map((issue) => [issue.path[0], issue.message] as const));
  const errors: FieldErrors<F> = { ...fromSchema, ...dropEmpty(own) };
  if (parsed.success && !formError && Object.keys(errors).length === 0) return { ok: true, request: parsed.data };
  // A schema problem on a field the form does not show still needs words on screen.
  const unplaced = !parsed.success && Object.keys(errors).length === 0 ? parsed.error.issues[0]?.message : undefined;
  const shown = formError ?? unplaced;
  return shown ? { ok: false, errors, formError: shown } : { ok: false, errors };
}

/** Checks without a schema: the request is sent as built when nothing is wrong. */
export function check<R, F extends string>(request: R, own: FieldErrors<F>, formError?: string): Validation<R, F> {
  const errors = dropEmpty(own);
  if (!formError && Object.keys(errors).length === 0) return { ok: true, request };
  return formError ? { ok: false, errors, formError } : { ok: false, errors };
}

function dropEmpty<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message))) as FieldErrors<F>;
}
