import type { NextFunction, Request, Response } from 'express';
import { ApiRouteTable } from './api-route-table';
import { apiRoutes } from './api-routes.middleware';
import { HttpProblem } from './http-problem';

const table = () =>
  new ApiRouteTable([
    { method: 'get', path: '/admin/users' },
    { method: 'post', path: '/admin/users' },
    { method: 'get', path: '/courses/:slug' },
  ]);

/** What the middleware did with one request: passed it on (with an error or not), or answered it. */
function verdict(middleware: ReturnType<typeof apiRoutes>, method: string, path: string) {
  const headers: Record<string, string> = {};
  let outcome: string | null = null;
  const response = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    status: (code: number) => ({ end: () => void (outcome = `answered ${code}`) }),
  } as unknown as Response;
  const next: NextFunction = (error?: unknown) => {
    outcome = error instanceof HttpProblem ? `${error.status} ${error.code}` : 'next';
  };
  middleware({ method, path } as Request, response, next);
  return { outcome, allow: headers.Allow };
}

describe('apiRoutes', () => {
  it('settles each path from the catalogue: unknown, malformed, wrong method, OPTIONS, known', () => {
    const middleware = apiRoutes(table());
    expect(verdict(middleware, 'GET', '/admin/users')).toEqual({ outcome: 'next', allow: undefined });
    expect(verdict(middleware, 'HEAD', '/courses/khoa-hoc')).toEqual({ outcome: 'next', allow: undefined });
    expect(verdict(middleware, 'GET', '/nowhere')).toEqual({ outcome: '404 ROUTE_NOT_FOUND', allow: undefined });
    expect(verdict(middleware, 'GET', '/courses/%00')).toEqual({ outcome: '400 MALFORMED_PATH', allow: undefined });
    expect(verdict(middleware, 'GET', '/courses/%E0%A4%A')).toEqual({ outcome: '400 MALFORMED_PATH', allow: undefined });
    expect(verdict(middleware, 'DELETE', '/admin/users')).toEqual({ outcome: '405 METHOD_NOT_ALLOWED', allow: 'GET, POST, HEAD' });
    expect(verdict(middleware, 'OPTIONS', '/admin/users')).toEqual({ outcome: 'answered 204', allow: 'GET, POST, HEAD' });
  });

  it('compares a path with the catalogue once, however often it is asked for', () => {
    const routes = table();
    const lookups = jest.spyOn(routes, 'allowedMethods');
    const middleware = apiRoutes(routes);
    for (let i = 0; i < 3; i++) {
      expect(verdict(middleware, 'GET', '/admin/users').outcome).toBe('next');
      expect(verdict(middleware, 'PUT', '/admin/users').outcome).toBe('405 METHOD_NOT_ALLOWED');
      expect(verdict(middleware, 'GET', '/nowhere').outcome).toBe('404 ROUTE_NOT_FOUND');
    }
    expect(lookups.mock.calls.map(([path]) => path)).toEqual(['/admin/users', '/nowhere']);
  });

  it('keeps answering right after it has forgotten paths (ids in paths vary without end)', () => {
    const routes = table();
    const lookups = jest.spyOn(routes, 'allowedMethods');
    const middleware = apiRoutes(routes);
    for (let i = 0; i < 12_000; i++) expect(verdict(middleware, 'GET', `/courses/khoa-${i}`).outcome).toBe('next');
    expect(verdict(middleware, 'GET', '/courses/khoa-0').outcome).toBe('next');
    expect(lookups).toHaveBeenCalledTimes(12_001);
  });
});
