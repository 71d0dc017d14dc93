import type { ErrorCode } from '@academy/contracts';

/**
 * A business rule said no. The code is stable and listed in contracts; the HTTP layer maps it to
 * a status and the Vietnamese message (the domain never chooses wording or status codes itself,
 * except the message when the rule needs details in it).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly kind: 'not_found' | 'conflict' | 'forbidden' | 'invalid',
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'DomainError';
  }
}
