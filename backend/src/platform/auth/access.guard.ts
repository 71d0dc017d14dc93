import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { setContextUser } from '../commands/request-context';
import { endpointOf } from '../http/endpoint-metadata';
import { HttpProblem, accountDisabled, forbidden, profileMissing, unauthenticated } from '../http/http-problem';
import {
  ACCESS_DATA_HEALTH,
  AccessDataHealth,
  ACCOUNT_DIRECTORY,
  AccountDirectory,
  InvalidToken,
  TokenCheckUnavailable,
  Principal,
  TOKEN_VERIFIER,
  TokenVerifier,
} from './principal';

type AuthedRequest = Request & { principal?: Principal };

const RECOGNISES_CALLER = 'academy:recognises-caller';

/**
 * Marks a public endpoint whose answer depends on who asks (a video link for its owner, say): a
 * caller who sends a token is recognised, one who sends none stays anonymous. Opt-in, so the
 * other public endpoints never pay for a token check they do not need.
 */
export const RecognisesCaller = () => SetMetadata(RECOGNISES_CALLER, true);

/**
 * Enforces each endpoint's access rule from the contracts catalogue. Roles come from our identity
 * data, never from the token's claims or the request body, so a role change or a disabled account
 * takes effect on the very next request. A route missing from the catalogue is refused. While the
 * identity data is stale (its projection stalled) every non-public request is refused with a 503:
 * a stale row could keep a locked user in or a demoted admin in charge.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    @Inject(TOKEN_VERIFIER) private readonly tokens: TokenVerifier,
    @Inject(ACCOUNT_DIRECTORY) private readonly accounts: AccountDirectory,
    @Inject(ACCESS_DATA_HEALTH) private readonly accessData: AccessDataHealth,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const endpoint = endpointOf(context);
    if (!endpoint) throw forbidden();
    if (endpoint.access === 'public') return this.recogniseCaller(context);
    if (await this.accessData.isStale()) throw new HttpProblem(503, 'ACCESS_DATA_STALE');
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const principal = await this.authenticate(request);
    if (principal.disabled) throw accountDisabled();
    // 'token' routes serve a first sign-in, before our identity data knows the user.
    if (principal.role === null && endpoint.access !== 'token') throw profileMissing();
    if (endpoint.access === 'admin' && principal.role !== 'admin') throw forbidden();
    // Money and learning need an address that is proven ours to reach (receipts, payouts, recovery).
    if (endpoint.access === 'verified' && !principal.emailVerified) throw new HttpProblem(403, 'EMAIL_NOT_VERIFIED');
    request.principal = principal;
    setContextUser(principal.uid);
    return true;
  }

  /**
   * A token sent to an endpoint marked `@RecognisesCaller()` is checked as on any other route (a
   * bad one is a 401, so a client with an expired token refreshes it rather than being treated as
   * a stranger); a user without a profile yet is anonymous there.
   */
  private async recogniseCaller(context: ExecutionContext): Promise<true> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    if (!Reflect.getMetadata(RECOGNISES_CALLER, context.getHandler()) || request.headers.authorization === undefined) return true;
    if (await this.accessData.isStale()) throw new HttpProblem(503, 'ACCESS_DATA_STALE');
    const principal = await this.authenticate(request);
    if (principal.disabled) throw accountDisabled();
    if (principal.role === null) return true;
    request.principal = principal;
    setContextUser(principal.uid);
    return true;
  }

  private async authenticate(request: Request): Promise<Principal> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (.+)$/i.exec(header);
    if (!match) throw unauthenticated();
    try {
      const token = await this.tokens.verify(match[1]);
      const account = await this.accounts.find(token.uid);
      return { ...token, role: account?.role ?? null, disabled: account?.disabled ?? false };
    } catch (error) {
      if (error instanceof InvalidToken) throw unauthenticated();
      // A 401 would sign the user out for an outage of ours; the error filter logs the cause.
      if (error instanceof TokenCheckUnavailable) throw Object.assign(new HttpProblem(503, 'SIGN_IN_CHECK_UNAVAILABLE'), { cause: error });
      throw error;
    }
  }
}

/** The principal the access guard verified; only on routes that are not public. */
export const CurrentPrincipal = createParamDecorator((_: unknown, context: ExecutionContext): Principal => {
  const principal = context.switchToHttp().getRequest<AuthedRequest>().principal;
  if (!principal) throw new HttpProblem(401, 'UNAUTHENTICATED');
  return principal;
});

/** On a `@RecognisesCaller()` endpoint: the signed-in caller, or null for an anonymous one. */
export const CallerIfSignedIn = createParamDecorator(
  (_: unknown, context: ExecutionContext): Principal | null => context.switchToHttp().getRequest<AuthedRequest>().principal ?? null,
);
