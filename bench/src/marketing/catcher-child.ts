/**
 * The local mail catcher in a process of its own, as `npm start` runs it beside the API: the SMTP
 * server's parsing never shares the sending worker's event loop. It reports its SMTP port over IPC,
 * answers `count` and `arrivals` (each message's arrival time, ms) and stops on `stop`.
 */
import { MailCatcher } from '../../../backend/dist/dev/mail-catcher';

export type CatcherRequest = { type: 'count' | 'arrivals' | 'stop'; id: string };
export type CatcherReply = { id: string; count: number; arrivals?: number[] };

async function main(): Promise<void> {
  // Every message of the run is kept: the measure counts them all.
  const catcher = await MailCatcher.start({ limit: 1_000_000 });
  process.on('message', async (request: CatcherRequest) => {
    const messages = catcher.list();
    if (request.type === 'stop') {
      await catcher.stop();
      process.send!({ id: request.id, count: messages.length }, () => process.exit(0));
      return;
    }
    const arrivals = request.type === 'arrivals' ? messages.map((m) => Date.parse(m.receivedAt)) : undefined;
    process.send!({ id: request.id, count: messages.length, arrivals });
  });
  process.send!({ smtpPort: catcher.smtpPort });
}

main().catch((error: unknown) => {
  console.error('[bench] mail catcher failed:', error);
  process.exit(1);
});
