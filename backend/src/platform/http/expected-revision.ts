import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { HttpProblem } from './http-problem';

/** An entity tag as edit screens send it back: the stream revision, quoted (`"7"`), weak or not. */
const REVISION_TAG = /^(?:W\/)?"(\d{1,9})"$/;

/** The revision an `If-Match` header names; undefined when the request sent none. */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  const match = REVISION_TAG.exec(header.trim());
  if (!match) throw new HttpProblem(400, 'IF_MATCH_INVALID');
  return Number(match[1]);
}

/**
 * The stream revision the client's edit screen was loaded at (`If-Match`), for `DecideOptions`:
 * two admins saving one record then get a 409 for the later save instead of a silent overwrite.
 * Without the header a write decides on the current state, as before.
 */
export const ExpectedRevision = createParamDecorator((_: unknown, context: ExecutionContext): number | undefined =>
  parseIfMatch(context.switchToHttp().getRequest<Request>().header('if-match')),
);
