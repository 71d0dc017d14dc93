import type { ParsedBodyOf } from '@academy/contracts';

export class SubmitContactMessageCommand {
  constructor(
    readonly submissionId: string,
    readonly input: ParsedBodyOf<'submitContact'>,
    readonly submittedAt: Date,
  ) {}
}
