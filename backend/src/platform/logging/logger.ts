import pino, { Logger } from 'pino';

export const LOGGER = Symbol('LOGGER');

/** Structured JSON logs on stdout; every request line carries its request id. */
export function createLogger(level: string, name = 'academy'): Logger {
  return pino({ name, level, base: { pid: process.pid }, redact: ['req.headers.authorization', '*.password'] });
}
