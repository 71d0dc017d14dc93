import type { Endpoint } from '@academy/contracts';
import { randomBytes } from 'crypto';
import { parse as parseQueryString } from 'querystring';
import { EVENT_STORE, EventStore } from '../../../src/platform/event-store/event-store.port';
import { signedInUser } from '../accounts';
import { lookupAccount } from '../auth-emulator';
import type { TestApp } from '../test-app';
import { HostileRequest, hostileRequests, SweepRole } from './hostile-cases';
import { inParallel, RawAnswer, sendRaw } from './raw-http';
import { answerProblems, describeExchange } from './response-check';
import { SWEEP_EMAIL } from './schema-samples';
import { SentRequest, StateWatch } from './state-watch';

/** Requests in flight at once: enough to keep two cores busy, few enough to keep answers honest. */
const PARALLEL = 8;

export interface AcceptedRequest {
  role: SweepRole;
  line: string;
}

interface Outcome {
  request: HostileRequest;
  /** Null when the server never answered. */
  answer: RawAnswer | null;
  problems: string[];
}

/**
 * Sends the generated hostile requests for one endpoint and role, and returns every problem: the
 * answers that miss the target behaviour, and anything a refused request left behind.
 */
export class HostileSweep {
  /** 2xx answers to hostile input: legitimate perhaps, suspicious always; listed for review. */
  readonly accepted: AcceptedRequest[] = [];
  private readonly sent = new Map<string, SentRequest>();
  private readonly watch: StateWatch;
  private readonly requestIdPrefix = `hostile-${randomBytes(4).toString('hex')}`;
  private readonly victims = new Map<Endpoint, Promise<string>>();
  private readonly parseQuery: (query: string) => unknown;

  constructor(
    private readonly app: TestApp,
    private readonly tokens: Partial<Record<SweepRole, string>>,
  ) {
    this.watch = new StateWatch(app.app.get<EventStore>(EVENT_STORE), this.sent);
    const express = app.app.getHttpAdapter().getInstance() as { get(setting: string): unknown };
    this.parseQuery = (express.get('query parser fn') as ((query: string) => unknown) | undefined) ?? parseQueryString;
  }

  /** Every hostile request generated for the endpoint, sent as the role. */
  async attack(endpoint: Endpoint, role: SweepRole): Promise<string[]> {
    const paramValue = await this.victim(endpoint);
    return this.run(hostileRequests({ endpoint, role, paramValue, parseQuery: this.parseQuery }), role);
  }

  /** Sends the requests as the role, checks each answer, then checks that refusals changed nothing. */
  async run(requests: HostileRequest[], role: SweepRole): Promise<string[]> {
    const problems = await this.watch.beforeBatch();
    const outcomes = await inParallel(requests, PARALLEL, (request) => this.send(request, role));
    problems.push(...outcomes.flatMap((outcome) => outcome.problems));
    problems.push(...(await this.watch.afterBatch()));
    problems.push(...(await this.accountsLeftByRefusals(outcomes)));
    return problems;
  }

  /**
   * A real user as every `:param` of an endpoint: a hostile body that slips past validation then
   * reaches a real record and shows up as an accepted request or a state change.
   */
  private victim(endpoint: Endpoint): Promise<string> {
    if (!endpoint.path.includes(':')) return Promise.resolve('');
    let victim = this.victims.get(endpoint);
    if (!victim) {
      victim = signedInUser(this.app, 'student').then((user) => user.uid);
      this.victims.set(endpoint, victim);
    }
    return victim;
  }

  private async send(request: HostileRequest, role: SweepRole): Promise<Outcome> {
    const requestId = `${this.requestIdPrefix}-${this.sent.size}`;
    const token = this.tokens[role];
    const entry: SentRequest = { line: `${role}: ${describeExchange(request)}`, accepted: false };
    this.sent.set(requestId, entry);
    let answer: RawAnswer;
    try {
      answer = await sendRaw(this.app.baseUrl, {
        ...request,
        headers: { ...request.headers, 'X-Request-Id': requestId, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
    } catch (error) {
      return { request, answer: null, problems: [`${entry.line}: no answer (${(error as Error).message})`] };
    }
    entry.accepted = answer.status >= 200 && answer.status < 300;
    if (entry.accepted) this.accepted.push({ role, line: describeExchange(request, answer) });
    const problems = answerProblems(request, answer).map((problem) => `${problem}: ${role} ${describeExchange(request, answer)}`);
    return { request, answer, problems };
  }

  /** Sign-up and user creation make the account at the identity provider first: a refusal must not leave one behind. */
  private async accountsLeftByRefusals(outcomes: Outcome[]): Promise<string[]> {
    const refused = outcomes.filter(({ answer }) => answer && answer.status >= 400);
    const emails = refused.flatMap(({ request }) => request.body?.toString('utf8').match(SWEEP_EMAIL) ?? []);
    const unique = [...new Set(emails)];
    const found = await inParallel(unique, PARALLEL, (email) => lookupAccount({ email }));
    return unique.filter((_, i) => found[i] !== null).map((email) => {
      const culprit = refused.find(({ request }) => request.body?.toString('utf8').includes(email));
      return `refused, yet the Auth emulator holds an account for ${email}: ${culprit ? describeExchange(culprit.request) : '?'}`;
    });
  }
}
