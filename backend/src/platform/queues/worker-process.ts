import type { JobWorkerHost } from './job-worker-host';
import { consoleQueueLogger, type QueueLogger } from './queue-logger';

/** The part of `process` this file uses; tests pass a fake. */
export interface SignalSource {
  on(signal: NodeJS.Signals, listener: () => void): unknown;
  removeListener(signal: NodeJS.Signals, listener: () => void): unknown;
  exit(code: number): void;
}

export interface StopOnSignalsOptions {
  signals?: NodeJS.Signals[];
  logger?: QueueLogger;
  source?: SignalSource;
}

/**
 * Entry point for a process that only runs workers (the API process gets the same through Nest's
 * shutdown hooks and QueuesModule). On SIGTERM/SIGINT it stops gracefully, waiting for active jobs,
 * then exits. A second signal exits at once: the interrupted jobs are not lost, BullMQ's stalled
 * check re-queues them once their lock expires.
 */
export async function runJobWorkers(host: JobWorkerHost, options: StopOnSignalsOptions = {}): Promise<() => void> {
  const uninstall = stopOnSignals(() => host.stop(), options);
  await host.start();
  return uninstall;
}

/** Installs the signal handlers; returns a function that removes them. */
export function stopOnSignals(stop: () => Promise<void>, options: StopOnSignalsOptions = {}): () => void {
  const source: SignalSource = options.source ?? process;
  const logger = options.logger ?? consoleQueueLogger;
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => () => {
    if (stopping) {
      logger.warn('Second signal: exiting now; interrupted jobs will be re-run by the stalled check', { signal });
      return source.exit(1);
    }
    stopping = true;
    logger.info('Shutdown signal: finishing active jobs before exit', { signal });
    stop().then(
      () => source.exit(0),
      (error: unknown) => {
        logger.error('Graceful shutdown failed', { error: (error as Error).message });
        source.exit(1);
      },
    );
  };
  const listeners = signals.map((signal) => [signal, onSignal(signal)] as const);
  for (const [signal, listener] of listeners) source.on(signal, listener);
  return () => {
    for (const [signal, listener] of listeners) source.removeListener(signal, listener);
  };
}
