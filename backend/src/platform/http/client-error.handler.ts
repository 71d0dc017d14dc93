import { ERROR_MESSAGES, ErrorBody, ErrorCode } from '@academy/contracts';
import type { Server } from 'http';
import type { Duplex } from 'stream';

/** What Node's HTTP parser refuses before Express sees the request, and how we answer it. */
const PARSER_REFUSALS: Record<string, [number, ErrorCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'REQUEST_HEADERS_TOO_LARGE'],
};
const OTHERWISE: [number, ErrorCode] = [400, 'MALFORMED_REQUEST'];

/**
 * A request line or headers over Node's 16 KB limit, or bytes that are not HTTP, never reach the
 * app: Node answers them itself with an empty body. Answering here keeps the API's promise that
 * every error is `{ message, code }` in Vietnamese.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
    const [status, code] = PARSER_REFUSALS[error.code ?? ''] ?? OTHERWISE;
    const body = JSON.stringify({ message: ERROR_MESSAGES[code], code } satisfies ErrorBody);
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
