import { assertNever } from '../../../../platform/domain/decider';
import type { CertificateEvent } from './certificate.events';

export interface CertificateState {
  /** The certificate's code once issued; it never changes, whatever happens after. */
  readonly code: string | null;
  /** Issued and not revoked since (a refund revokes, holding the course again reinstates). */
  readonly valid: boolean;
}

export const initialState: CertificateState = { code: null, valid: false };

export function evolve(state: CertificateState, event: CertificateEvent): CertificateState {
  switch (event.type) {
    case 'CertificateIssued':
      return { code: event.data.certificateCode, valid: true };
    case 'CertificateRevoked':
      return { ...state, valid: false };
    case 'CertificateReinstated':
      return { ...state, valid: true };
    default:
      return assertNever(event);
  }
}
