import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PROVIDER_ACCOUNTS, ProviderAccounts } from '../../../../platform/auth/firebase-accounts';

/** Brings the Firebase account's lock in line with our record: sent by the `sync-provider-accounts` reaction. */
export class SyncProviderLockCommand {
  constructor(
    readonly uid: string,
    readonly disabled: boolean,
  ) {}
}

/** Locking also revokes the refresh tokens, so no new ID token is issued to an open session. */
@CommandHandler(SyncProviderLockCommand)
export class SyncProviderLockHandler implements ICommandHandler<SyncProviderLockCommand> {
  constructor(@Inject(PROVIDER_ACCOUNTS) private readonly accounts: ProviderAccounts) {}

  async execute({ uid, disabled }: SyncProviderLockCommand): Promise<void> {
    await this.accounts.setDisabled(uid, disabled);
  }
}
