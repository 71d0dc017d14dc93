import { fork } from 'child_process';
import { randomUUID } from 'crypto';
import { join } from 'path';
import type { ChildReply, ChildRequest, ServerKind } from './server-child';

export interface BenchServer {
  baseUrl: string;
  /** Asks the server's process to do something in-process (seed, measure lag) and waits for its answer. */
  ask<R extends ChildRequest>(request: R): Promise<Extract<ChildReply, { type: R['type'] }>>;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

/** Starts `server-child` in its own process and resolves once it listens (seeding a large catalogue first wants a longer `timeoutMs`). */
export function startBenchServer(kind: ServerKind, env: Record<string, string> = {}, timeoutMs = START_TIMEOUT_MS): Promise<BenchServer> {
  const child = fork(join(__dirname, 'server-child.js'), [kind], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.send('stop');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const ask = <R extends ChildRequest>(request: R) =>
    new Promise<Extract<ChildReply, { type: R['type'] }>>((resolve, reject) => {
      const id = randomUUID();
      const onMessage = (message: ChildReply & { id?: string }) => {
        if (message.id !== id) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (message.type === 'failed') reject(new Error(`${kind} server: ${message.error}`));
        else resolve(message as Extract<ChildReply, { type: R['type'] }>);
      };
      const onExit = () => reject(new Error(`${kind} server exited while asked to ${request.type}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ ...request, id });
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${kind} server did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      resolve({ baseUrl: `http://127.0.0.1:${message.port}`, ask, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited with code ${code} before listening`));
    });
  });
}
