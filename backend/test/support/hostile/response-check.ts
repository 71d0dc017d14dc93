import type { HostileRequest } from './hostile-cases';
import { looksVietnamese } from './looks-vietnamese';
import type { RawAnswer } from './raw-http';

const ERROR_KEYS = ['message', 'code', 'fields'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with an error body, or null: `{ message, code }` (and `fields`), all in Vietnamese. */
function errorBodyProblem(text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error body is not JSON';
  }
  if (!isRecord(body) || typeof body.message !== 'string' || typeof body.code !== 'string') return 'error body is not { message, code }';
  const extra = Object.keys(body).filter((key) => !ERROR_KEYS.includes(key));
  if (extra.length > 0) return `error body has extra keys ${extra.join(', ')}`;
  if (body.fields !== undefined && !(isRecord(body.fields) && Object.values(body.fields).every((v) => typeof v === 'string'))) {
    return 'error fields are not texts';
  }
  const texts = [body.message, ...Object.values((body.fields ?? {}) as Record<string, string>)];
  const foreign = texts.find((text) => !looksVietnamese(text));
  return foreign === undefined ? null : `not Vietnamese: ${JSON.stringify(foreign)}`;
}

const methodSet = (methods: string[]) =>
  methods
    .map((m) => m.trim().toUpperCase())
    .filter((m) => m !== '' && m !== 'HEAD' && m !== 'OPTIONS')
    .sort()
    .join(', ');

/** Every way the answer misses the target behaviour, or an empty list. */
export function answerProblems(request: HostileRequest, answer: RawAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push('server error');
  else if (request.statuses && !request.statuses.includes(answer.status)) problems.push(`expected ${request.statuses.join(' or ')}`);
  if (request.allow && methodSet((answer.headers.allow ?? '').split(',')) !== methodSet(request.allow)) {
    problems.push(`Allow should name ${methodSet(request.allow)}, got "${answer.headers.allow ?? ''}"`);
  }
  if (answer.status >= 400) {
    const problem = errorBodyProblem(answer.text);
    if (problem) problems.push(problem);
  }
  return problems;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One readable line: method, path, case, status, body. */
export function describeExchange(request: HostileRequest, answer?: RawAnswer): string {
  const exchange = `${request.method} ${clip(request.path, 90)} [${request.label}]`;
  return answer ? `${exchange} → ${answer.status} ${clip(answer.text.replace(/\s+/g, ' '), 160)}` : exchange;
}
