import type { Endpoint } from '@academy/contracts';

interface Route {
  /** Literal segments in lower case; null where the catalogue path has a `:param`. */
  segments: Array<string | null>;
  method: string;
  upload?: Endpoint['upload'];
}

/**
 * The API's paths and methods as the endpoint catalogue declares them, known before any body is
 * read. Matching follows Express's defaults, which route the same catalogue: literal segments
 * ignore case, one trailing slash is allowed, a parameter is one non-empty segment.
 */
export class ApiRouteTable {
  private readonly routes: Route[];

  constructor(endpoints: Iterable<Pick<Endpoint, 'method' | 'path' | 'upload'>>) {
    this.routes = [...endpoints].map(({ method, path, upload }) => ({
      method: method.toUpperCase(),
      segments: split(path).map((s) => (s.startsWith(':') ? null : s.toLowerCase())),
      upload,
    }));
  }

  /** The file fields of the endpoint at `method path`, when it takes multipart uploads. */
  uploadRulesOf(method: string, path: string): Endpoint['upload'] {
    const segments = split(path.endsWith('/') ? path.slice(0, -1) : path);
    return this.routes.find((route) => route.method === method && matches(route, segments))?.upload;
  }

  /** The methods `path` answers, HEAD wherever GET is (Express answers HEAD with GET); empty when unknown. */
  allowedMethods(path: string): string[] {
    const segments = split(path.endsWith('/') ? path.slice(0, -1) : path);
    const methods = new Set(this.routes.filter((route) => matches(route, segments)).map((route) => route.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods];
  }
}

function split(path: string): string[] {
  return path.split('/').slice(1);
}

function matches(route: Route, segments: string[]): boolean {
  if (route.segments.length !== segments.length) return false;
  return route.segments.every((literal, i) => (literal === null ? segments[i] !== '' : literal === segments[i].toLowerCase()));
}
