import http from 'http';

export interface RawRequest {
  method: string;
  /** Below `/api`, sent byte for byte: no normalisation of `..`, `%2F` or broken escapes. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

const TIMEOUT_MS = 30_000;

/**
 * Sends exactly what it is given, unlike fetch: any method may carry a body, and the path reaches
 * the server as written. A fresh connection each time, so one refused request cannot poison the next.
 */
export function sendRaw(baseUrl: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const headers = { ...request.headers, ...(request.body ? { 'Content-Length': String(request.body.length) } : {}) };
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: hostname, port, method: request.method, path: `/api${request.path}`, headers, agent: false, timeout: TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    // A server may answer (413) and close before the whole body is written: the answer counts.
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** Runs `work` over the items with at most `limit` at a time, keeping their order. */
export async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
