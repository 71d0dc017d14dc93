/**
 * The few log calls the job platform makes. Small on purpose so a pino logger, Nest's Logger or a
 * test spy can stand behind it without the platform depending on any of them.
 */
export interface QueueLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** One JSON line per entry, so log collectors can index jobId and attempt. */
export const consoleQueueLogger: QueueLogger = {
  info: (message, fields) => console.log(line('info', message, fields)),
  warn: (message, fields) => console.warn(line('warn', message, fields)),
  error: (message, fields) => console.error(line('error', message, fields)),
};

export const silentQueueLogger: QueueLogger = { info: () => {}, warn: () => {}, error: () => {} };

function line(level: string, message: string, fields?: Record<string, unknown>): string {
  return JSON.stringify({ level, component: 'jobs', message, ...fields });
}
