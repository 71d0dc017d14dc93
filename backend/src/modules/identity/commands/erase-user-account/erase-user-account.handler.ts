import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PROVIDER_ACCOUNTS, ProviderAccounts } from '../../../../platform/auth/firebase-accounts';
import { PersonalDataVault } from '../../../../platform/personal-data/personal-data-vault';

/** What follows a deletion outside our log: sent by the `sync-provider-accounts` reaction. */
export class EraseUserAccountCommand {
  constructor(readonly uid: string) {}
}

/**
 * Forgets the user's key first: from then on the personal data in the log is unreadable, even to a
 * rebuild. Then the Firebase account goes. Both steps are idempotent, so a redelivery after a crash
 * between them finishes the erasure.
 */
@CommandHandler(EraseUserAccountCommand)
export class EraseUserAccountHandler implements ICommandHandler<EraseUserAccountCommand> {
  constructor(
    private readonly vault: PersonalDataVault,
    @Inject(PROVIDER_ACCOUNTS) private readonly accounts: ProviderAccounts,
  ) {}

  async execute({ uid }: EraseUserAccountCommand): Promise<void> {
    await this.vault.forget(uid);
    await this.accounts.delete(uid);
  }
}
