import type { ContactStatus } from '@academy/contracts';

export class ChangeContactStatusCommand {
  constructor(
    readonly submissionId: string,
    readonly status: ContactStatus,
    readonly changedBy: string,
    readonly changedAt: Date,
  ) {}
}
