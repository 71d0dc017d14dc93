import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { MaybePromise, whenReady } from '../async/maybe-promise';
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
  VerifiedToken,
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

  /** At once, without a promise, when the stall check, the token and the account are all in memory. */
  canActivate(context: ExecutionContext): MaybePromise<boolean> {
    const endpoint = endpointOf(context);
    if (!endpoint) throw forbidden();
    if (endpoint.access === 'public') return this.recogniseCaller(context);
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    return whenReady(this.principalOf(request), (principal) => {
      if (principal.disabled) throw accountDisabled();
      // 'token' routes serve a first sign-in, before our identity data knows the user.
      if (principal.role === null && endpoint.access !== 'token') throw profileMissing();
      if (endpoint.access === 'admin' && principal.role !== 'admin') throw forbidden();
      // Money and learning need an address that is proven ours to reach (receipts, payouts, recovery).
      if (endpoint.access === 'verified' && !principal.emailVerified) throw new HttpProblem(403, 'EMAIL_NOT_VERIFIED');
      return this.admit(request, principal);
    });
  }

  /**
   * A token sent to an endpoint marked `@RecognisesCaller()` is checked as on any other route (a
   * bad one is a 401, so a client with an expired token refreshes it rather than being treated as
   * a stranger); a user without a profile yet is anonymous there.
   */
  private recogniseCaller(context: ExecutionContext): MaybePromise<true> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    if (!Reflect.getMetadata(RECOGNISES_CALLER, context.getHandler()) || request.headers.authorization === undefined) return true;
    return whenReady(this.principalOf(request), (principal) => {
      if (principal.disabled) throw accountDisabled();
      return principal.role === null ? true : this.admit(request, principal);
    });
  }

  private admit(request: AuthedRequest, principal: Principal): true {
    request.principal = principal;
    setContextUser(principal.uid);
    return true;
  }

  /** Who sent the request, from the token and our identity data; refused while that data is stale. */
  private principalOf(request: Request): MaybePromise<Principal> {
    return whenReady(this.accessData.isStale(), (stale) => {
      if (stale) throw new HttpProblem(503, 'ACCESS_DATA_STALE');
      return whenReady(this.verifiedToken(request), (token) => this.withAccount(token));
    });
  }

  /** The token's holder as our identity data knows them: role and lock. */
  private withAccount(token: VerifiedToken): MaybePromise<Principal> {
    return whenReady(this.accounts.find(token.uid), (account) => ({ ...token, role: account?.role ?? null, disabled: account?.disabled ?? false }));
  }

  private verifiedToken(request: Request): MaybePromise<VerifiedToken> {
    const header = request.headers.authorization ?? '';
    // Not a regular expression: a token is a kilobyte, and this runs on every signed-in request.
    if (header.length <= BEARER.length || header.slice(0, BEARER.length).toLowerCase() !== BEARER) throw unauthenticated();
    try {
      const verified = this.tokens.verify(header.slice(BEARER.length));
      return verified instanceof Promise ? verified.catch(tokenRefused) : verified;
    } catch (error) {
      return tokenRefused(error);
    }
  }
}

const BEARER = 'bearer ';

function tokenRefused(error: unknown): never {
  if (error instanceof InvalidToken) throw unauthenticated();
  // A 401 would sign the user out for an outage of ours; the error filter logs the cause.
  if (error instanceof TokenCheckUnavailable) throw Object.assign(new HttpProblem(503, 'SIGN_IN_CHECK_UNAVAILABLE'), { cause: error });
  throw error;
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
