import { FieldErrors, pickFieldErrors, Validation } from '../../lib/form';

/** What the forms read of a zod result, so this feature needs no zod of its own (as lib/form's ParsingSchema). */
export interface NestedSchema<R> {
  safeParse(input: unknown):
    | { success: true; data: R }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Checks a request whose shape nests (`trigger.hours`, `audience.roles.0`) against the contracts'
 * schema and puts each message on the flat form field `fieldOf` names for its path.
 */
export function checkNested<R, F extends string>(
  schema: NestedSchema<R>,
  input: unknown,
  fields: readonly F[],
  fieldOf: (path: readonly PropertyKey[]) => F | undefined,
): Validation<R, F> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: FieldErrors<F> = pickFieldErrors(fields, parsed.error.issues.map((issue) => [fieldOf(issue.path), issue.message] as const));
  // A problem on no field of the form still needs words on screen.
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: false, errors, formError: parsed.error.issues[0]?.message };
}

/** Ids joined by spaces (an id never holds one), so a list stays text like every other form value. */
export const idsOf = (list: string): string[] => list.split(' ').filter(Boolean);
export const listOf = (ids: readonly string[]): string => ids.join(' ');

/** '' no rule, 'true' yes, 'false' no: a yes/no rule as a select holds it. */
export const eitherOf = (value: string): boolean | null => (value === 'true' ? true : value === 'false' ? false : null);
export const textOfEither = (value: boolean | null): string => (value === null ? '' : String(value));
