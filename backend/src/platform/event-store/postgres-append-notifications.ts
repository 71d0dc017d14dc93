import { Client } from 'pg';
import { ChangeSignal } from './change-signal';

const RECONNECT_DELAY_MS = 1000;

/**
 * One LISTEN connection per store, shared by its subscriptions, so a commit wakes them at once.
 * It is only an accelerator: subscriptions also poll, because the readable horizon can move
 * without any notification (an older transaction that rolls back or touches other tables).
 * A lost connection is dropped and re-established on the next wait, at most once a second.
 */
export class AppendNotifications {
  private client: Client | undefined;
  private connecting: Promise<void> | undefined;
  private retryAfter = 0;
  private closed = false;
  private readonly change = new ChangeSignal();

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
  ) {}

  changeToken(): number {
    return this.change.token();
  }

  /** An append of this process committed: its subscriptions need not wait for the NOTIFY to come back. */
  appendedHere(): void {
    this.change.changed();
  }

  waitForChange(seen: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
    this.ensureListening();
    return this.change.waitForChange(seen, timeoutMs, signal);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
    this.change.changed();
  }

  private ensureListening(): void {
    if (this.closed || this.client || this.connecting || Date.now() < this.retryAfter) return;
    this.connecting = this.listen()
      .catch(() => {
        this.retryAfter = Date.now() + RECONNECT_DELAY_MS;
      })
      .finally(() => {
        this.connecting = undefined;
      });
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString });
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    client.on('notification', () => this.change.changed());
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) return void (await client.end().catch(() => undefined));
    this.client = client;
    // Appends committed while we were not listening sent notifications nobody heard.
    this.change.changed();
  }

  private drop(client: Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.retryAfter = Date.now() + RECONNECT_DELAY_MS;
    void client.end().catch(() => undefined);
    this.change.changed();
  }
}
