import { z } from 'zod';
import { ERROR_MESSAGES } from './errors';
import { endpoints } from './endpoints';
import { Endpoint } from './shared';

type JsonSchema = Record<string, unknown>;

const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(Object.keys(ERROR_MESSAGES) as [string, ...string[]]),
  fields: z.record(z.string(), z.string()).optional(),
});

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
}

function toOpenApiPath(path: string): string {
  return `/api${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
}

function parameters(e: Endpoint): JsonSchema[] {
  const pathParams = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = e.query ? (jsonSchema(e.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }) : {};
  const queryParams = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  return [...pathParams, ...queryParams];
}

function operation(name: string, e: Endpoint): JsonSchema {
  const errorResponse = { content: { 'application/json': { schema: jsonSchema(errorBodySchema, 'output') } } };
  return {
    operationId: name,
    summary: e.summary,
    tags: [e.tag],
    ...(e.access === 'public' ? {} : { security: [{ firebaseIdToken: [] }] }),
    parameters: parameters(e),
    ...(e.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(e.body, 'input') } } } }
      : {}),
    responses: {
      '200': { description: 'OK', content: { 'application/json': { schema: jsonSchema(e.response, 'output') } } },
      '400': { description: 'Dữ liệu không hợp lệ', ...errorResponse },
      ...(e.access === 'public' ? {} : { '401': { description: 'Chưa đăng nhập', ...errorResponse } }),
      ...(e.access === 'admin' ? { '403': { description: 'Không phải admin', ...errorResponse } } : {}),
    },
  };
}

/** The API's OpenAPI 3.1 document, generated from the endpoint catalogue. */
export function buildOpenApiDocument(catalogue: Record<string, Endpoint> = endpoints): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, e] of Object.entries(catalogue)) {
    const path = toOpenApiPath(e.path);
    paths[path] = { ...paths[path], [e.method]: operation(name, e) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Học viện Marketing Thực Chiến API', version: '0.1.0' },
    components: { securitySchemes: { firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } } },
    paths,
  };
}
