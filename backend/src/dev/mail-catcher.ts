import { randomBytes } from 'crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'fs/promises';
import { createServer, IncomingMessage, Server, ServerResponse } from 'http';
import { simpleParser, type AddressObject } from 'mailparser';
import type { AddressInfo } from 'net';
import { join } from 'path';
import { SMTPServer } from 'smtp-server';
import { CaughtMail, CaughtMailSummary, inboxPage, messagePage, notFoundPage } from './mail-inbox-pages';

export type { CaughtMail, CaughtMailSummary };

export interface MailCatcherOptions {
  /** Where both servers listen; only this machine by default. */
  host?: string;
  /** 0 (the default) takes a free port. */
  smtpPort?: number;
  webPort?: number;
  /** A folder to keep the messages in (`.eml` files), so they outlive a restart; memory only without. */
  folder?: string;
  /** The newest this many are kept; older ones are dropped (and their files deleted). */
  limit?: number;
}

const DEFAULT_LIMIT = 500;
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
const ID = /^\d{13}-[0-9a-f]{8}$/;

/**
 * The local mail catcher of the dev stack and the test stacks: an SMTP server that accepts every
 * message (any recipient, any or no sign-in, no TLS) and keeps it instead of delivering it, a web
 * inbox to read it (`/`), and a JSON API for tests (`GET /api/messages`, `GET /api/messages/:id`,
 * `DELETE /api/messages`). Never a hosted service: nothing leaves the machine.
 */
export class MailCatcher {
  /** Newest first. */
  private messages: CaughtMail[] = [];
  private readonly arrivals = new Set<() => void>();

  private constructor(
    private readonly smtp: SMTPServer,
    private readonly web: Server,
    private readonly options: Required<Pick<MailCatcherOptions, 'host' | 'limit'>> & Pick<MailCatcherOptions, 'folder'>,
  ) {}

  static async start(options: MailCatcherOptions = {}): Promise<MailCatcher> {
    const settings = { host: options.host ?? '127.0.0.1', limit: options.limit ?? DEFAULT_LIMIT, folder: options.folder };
    let catcher: MailCatcher | undefined;
    const smtp = new SMTPServer({
      name: 'mail-catcher.local',
      banner: 'Local mail catcher: nothing is delivered',
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'anyone' }),
      size: MAX_MESSAGE_BYTES,
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          catcher!.receive(Buffer.concat(chunks)).then(() => callback(), callback);
        });
      },
    });
    // Errors of single sessions (a client hanging up) are the client's business; startup errors reject below.
    smtp.on('error', () => undefined);
    const web = createServer((request, response) => {
      catcher!.route(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(String(error));
      });
    });
    catcher = new MailCatcher(smtp, web, settings);
    if (settings.folder) await catcher.load(settings.folder);
    await listen((port, host, done) => smtp.listen(port, host, done), smtp.server, options.smtpPort ?? 0, settings.host);
    try {
      await listen((port, host, done) => web.listen(port, host, done), web, options.webPort ?? 0, settings.host);
    } catch (error) {
      // Half started is not started: free the SMTP port, so the caller can try other ports.
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      throw error;
    }
    return catcher;
  }

  get smtpPort(): number {
    return (this.smtp.server.address() as AddressInfo).port;
  }

  get webPort(): number {
    return (this.web.address() as AddressInfo).port;
  }

  /** The web inbox, e.g. `http://127.0.0.1:1080`. */
  get webUrl(): string {
    return `http://${this.options.host}:${this.webPort}`;
  }

  /** Newest first. */
  list(): CaughtMailSummary[] {
    return this.messages.map(({ text: _text, html: _html, ...summary }) => summary);
  }

  get(id: string): CaughtMail | null {
    return this.messages.find((m) => m.id === id) ?? null;
  }

  async clear(): Promise<void> {
    const dropped = this.messages;
    this.messages = [];
    await this.deleteFiles(dropped);
  }

  /** The first message (newest first) that matches, once it has arrived; for tests. */
  async waitFor(matches: (mail: CaughtMail) => boolean, timeoutMs = 10_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(matches);
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`No such mail arrived within ${timeoutMs} ms; the inbox holds: ${this.list().map((m) => m.subject).join(' | ') || 'nothing'}`);
      await new Promise<void>((resolve) => {
        const wake = () => (clearTimeout(timer), this.arrivals.delete(wake), resolve());
        const timer = setTimeout(wake, remaining);
        this.arrivals.add(wake);
      });
    }
  }

  async stop(): Promise<void> {
    await Promise.all([
      new Promise<void>((resolve) => this.smtp.close(() => resolve())),
      new Promise<void>((resolve) => {
        this.web.close(() => resolve());
        this.web.closeAllConnections();
      }),
    ]);
  }

  private async receive(raw: Buffer, id = newId(), receivedAt = new Date().toISOString()): Promise<void> {
    const mail = await parse(raw, id, receivedAt);
    if (this.options.folder) await writeFile(join(this.options.folder, `${id}.eml`), raw);
    this.messages = [mail, ...this.messages];
    const dropped = this.messages.splice(this.options.limit);
    await this.deleteFiles(dropped);
    for (const wake of [...this.arrivals]) wake();
  }

  /** Messages kept by an earlier run, oldest first so the newest ends on top. */
  private async load(folder: string): Promise<void> {
    await mkdir(folder, { recursive: true });
    const files = (await readdir(folder)).filter((name) => ID.test(name.replace(/\.eml$/, ''))).sort();
    for (const file of files.slice(-this.options.limit)) {
      const id = file.replace(/\.eml$/, '');
      const mail = await parse(await readFile(join(folder, file)), id, new Date(Number(id.slice(0, 13))).toISOString());
      this.messages = [mail, ...this.messages];
    }
  }

  private async deleteFiles(messages: CaughtMail[]): Promise<void> {
    const folder = this.options.folder;
    if (!folder) return;
    await Promise.all(messages.map((m) => rm(join(folder, `${m.id}.eml`), { force: true })));
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://catcher').pathname;
    const method = request.method ?? 'GET';
    const [, first, id, rest] = path.split('/');
    if (method === 'GET' && path === '/') return send(response, 200, 'text/html', inboxPage(this.list()));
    if (method === 'POST' && path === '/clear') {
      await this.clear();
      response.writeHead(303, { location: '/' }).end();
      return;
    }
    if (first === 'api' && id === 'messages') return this.routeApi(method, rest, response);
    if (method === 'GET' && first === 'messages' && id) {
      const mail = this.get(decodeURIComponent(id));
      if (!mail) return send(response, 404, 'text/html', notFoundPage());
      if (rest === undefined) return send(response, 200, 'text/html', messagePage(mail));
      if (rest === 'body.html') return sendMessageHtml(response, mail);
    }
    send(response, 404, 'text/html', notFoundPage());
  }

  private async routeApi(method: string, id: string | undefined, response: ServerResponse): Promise<void> {
    if (id === undefined && method === 'GET') return send(response, 200, 'application/json', JSON.stringify({ messages: this.list() }));
    if (id === undefined && method === 'DELETE') {
      await this.clear();
      response.writeHead(204).end();
      return;
    }
    const mail = id !== undefined && method === 'GET' ? this.get(decodeURIComponent(id)) : null;
    if (mail) return send(response, 200, 'application/json', JSON.stringify(mail));
    send(response, 404, 'application/json', JSON.stringify({ message: 'Không tìm thấy thư.' }));
  }
}

function newId(): string {
  return `${String(Date.now()).padStart(13, '0')}-${randomBytes(4).toString('hex')}`;
}

async function parse(raw: Buffer, id: string, receivedAt: string): Promise<CaughtMail> {
  const parsed = await simpleParser(raw);
  return {
    id,
    messageId: parsed.messageId ?? null,
    from: addressesOf(parsed.from)[0] ?? '',
    to: addressesOf(parsed.to),
    subject: parsed.subject ?? '',
    date: (parsed.date ?? new Date(receivedAt)).toISOString(),
    receivedAt,
    text: parsed.text ?? '',
    html: parsed.html || null,
    listHeaders: listHeadersOf(parsed.headerLines),
  };
}

const LIST_HEADERS = new Set(['list-unsubscribe', 'list-unsubscribe-post']);

/** The raw lines (`Name: value`, possibly folded) of the list headers, as the sender wrote them. */
function listHeadersOf(lines: ReadonlyArray<{ key: string; line: string }>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const { key, line } of lines) {
    if (LIST_HEADERS.has(key)) found[key] = line.slice(line.indexOf(':') + 1).replace(/\r?\n(?=[ \t])/g, '').trim();
  }
  return found;
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((o) => o.value.map((a) => (a.name ? `${a.name} <${a.address ?? ''}>` : (a.address ?? ''))));
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  response.end(body);
}

/** The message's own HTML, walled off: no scripts, no forms, no origin of its own, only inline styles and pictures. */
function sendMessageHtml(response: ServerResponse, mail: CaughtMail): void {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; font-src data:",
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(mail.html ?? '');
}

function listen(start: (port: number, host: string, done: () => void) => void, server: import('net').Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    start(port, host, () => (server.off('error', reject), resolve()));
  });
}
