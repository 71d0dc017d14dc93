import { ERROR_MESSAGES, ErrorCode } from '@academy/contracts';

/** An error the HTTP layer answers as-is: status, stable code and Vietnamese message. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}

export const unauthenticated = () => new HttpProblem(401, 'UNAUTHENTICATED');
export const forbidden = () => new HttpProblem(403, 'FORBIDDEN');
export const accountDisabled = () => new HttpProblem(403, 'ACCOUNT_DISABLED');
/** A valid token whose holder has no profile yet: the client should call ensure-user-profile. */
export const profileMissing = () => new HttpProblem(401, 'PROFILE_MISSING');
