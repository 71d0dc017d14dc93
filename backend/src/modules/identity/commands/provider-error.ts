import { EmailAlreadyRegistered } from '../../../platform/auth/firebase-accounts';
import { HttpProblem } from '../../../platform/http/http-problem';

/** Firebase's answers, in our words: a taken email is a 409, anything else the provider's fault. */
export function providerError(error: unknown): never {
  if (error instanceof EmailAlreadyRegistered) throw new HttpProblem(409, 'EMAIL_ALREADY_REGISTERED');
  throw new HttpProblem(502, 'IDENTITY_PROVIDER_FAILED');
}
