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
  /** Routes by their number of segments: a path is only compared with routes as long as it. */
  private readonly routesByLength = new Map<number, Route[]>();

  constructor(endpoints: Iterable<Pick<Endpoint, 'method' | 'path' | 'upload'>>) {
    for (const { method, path, upload } of endpoints) {
      const segments = split(path).map((s) => (s.startsWith(':') ? null : s.toLowerCase()));
      const routes = this.routesByLength.get(segments.length) ?? [];
      routes.push({ method: method.toUpperCase(), segments, upload });
      this.routesByLength.set(segments.length, routes);
    }
  }

  /** The file fields of the endpoint at `method path`, when it takes multipart uploads. */
  uploadRulesOf(method: string, path: string): Endpoint['upload'] {
    return this.routesOf(path).find((route) => route.method === method)?.upload;
  }

  /** The methods `path` answers, HEAD wherever GET is (Express answers HEAD with GET); empty when unknown. */
  allowedMethods(path: string): string[] {
    const methods = new Set(this.routesOf(path).map((route) => route.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods];
  }

  private routesOf(path: string): Route[] {
    const segments = split(path.endsWith('/') ? path.slice(0, -1) : path);
    return (this.routesByLength.get(segments.length) ?? []).filter((route) => matches(route, segments));
  }
}

function split(path: string): string[] {
  return path.split('/').slice(1);
}

function matches(route: Route, segments: string[]): boolean {
  return route.segments.every((literal, i) => (literal === null ? segments[i] !== '' : literal === segments[i].toLowerCase()));
}
