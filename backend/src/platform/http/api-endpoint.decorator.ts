import { applyDecorators, createParamDecorator, ExecutionContext, RequestMethod, SetMetadata, UseGuards, UseInterceptors } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { idSchema, type Endpoint } from '@academy/contracts';
import type { Request } from 'express';
import { z } from 'zod';
import { ENDPOINT_METADATA, endpointOf, isLimitedWrite } from './endpoint-metadata';
import { HttpProblem } from './http-problem';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { WriteRateLimitGuard } from './write-rate-limit.guard';

export { ENDPOINT_METADATA, endpointOf } from './endpoint-metadata';

const METHODS: Record<Endpoint['method'], RequestMethod> = {
  get: RequestMethod.GET,
  post: RequestMethod.POST,
  put: RequestMethod.PUT,
  patch: RequestMethod.PATCH,
  delete: RequestMethod.DELETE,
};

/**
 * Routes a controller method to an endpoint of the contracts catalogue: its path, its access
 * rule (enforced by the access guard) and its input schemas (applied by @ValidBody/@ValidQuery).
 * The write rate limit and `Idempotency-Key` are attached only to the endpoints they apply to:
 * an interceptor on every route cost each read about 150 µs of CPU (docs/decisions.md "Speed: reads").
 */
export function ApiEndpoint(endpoint: Endpoint): MethodDecorator {
  return applyDecorators(
    SetMetadata(ENDPOINT_METADATA, endpoint),
    SetMetadata(PATH_METADATA, endpoint.path),
    SetMetadata(METHOD_METADATA, METHODS[endpoint.method]),
    // Method guards run after the global access guard, which puts the verified user on the request.
    ...(isLimitedWrite(endpoint) ? [UseGuards(WriteRateLimitGuard)] : []),
    ...(endpoint.idempotent ? [UseInterceptors(IdempotencyInterceptor)] : []),
  );
}

/**
 * Parses input with a contracts schema; bad input becomes a 400 naming each invalid field
 * (`field` names a lone value, such as one path parameter).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, field?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = [field, ...issue.path].filter((part) => part !== undefined).join('.') || '_';
    fields[name] ??= issue.message;
  }
  const first = result.error.issues[0]?.message;
  throw new HttpProblem(400, 'VALIDATION_FAILED', first ?? undefined, fields);
}

function inputDecorator(part: 'body' | 'query') {
  return createParamDecorator((_: unknown, context: ExecutionContext) => {
    const endpoint = endpointOf(context);
    const schema = endpoint?.[part];
    if (!schema) throw new Error(`Endpoint ${endpoint?.path ?? '?'} declares no ${part} schema`);
    const request = context.switchToHttp().getRequest<Request>();
    return parseInput(schema, part === 'body' ? (request.body ?? {}) : request.query);
  })();
}

/** The request body, validated by the endpoint's body schema. */
export const ValidBody = () => inputDecorator('body');
/** The query string, validated by the endpoint's query schema. */
export const ValidQuery = () => inputDecorator('query');

/**
 * A path parameter, checked: every path parameter of the API is an id or a slug (`/admin/users/:id`,
 * `/courses/:slug`), so one rule checks them all before a controller or a store sees them: `%00`,
 * `..%2F` or 5,000 characters are a 400, never a database error. A decorator rather than a global
 * pipe: with a global pipe Nest runs its pipe chain for every argument of every request, some ten
 * promises a read (docs/decisions.md, "Speed: reads"). Nest's own `@Param` is refused by a test.
 */
export const PathParam = createParamDecorator((name: string, context: ExecutionContext) =>
  parseInput(idSchema, context.switchToHttp().getRequest<Request>().params[name], name),
);
