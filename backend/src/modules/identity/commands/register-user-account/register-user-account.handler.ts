import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { PersonalDataVault } from '../../../../platform/personal-data/personal-data-vault';
import { DecideUserAccount } from '../user-account-command';
import { RegisterUserAccountCommand } from './register-user-account.command';

@CommandHandler(RegisterUserAccountCommand)
export class RegisterUserAccountHandler implements ICommandHandler<RegisterUserAccountCommand> {
  constructor(
    private readonly vault: PersonalDataVault,
    private readonly commands: CommandSender,
  ) {}

  async execute({ input }: RegisterUserAccountCommand) {
    const { personal, registeredAt, ...rest } = input;
    const sealed = await this.vault.seal(input.uid, personal);
    const data = { ...rest, personal: sealed, registeredAt: registeredAt.toISOString() };
    return this.commands.send(new DecideUserAccount({ type: 'RegisterUserAccount', data }, registeredAt));
  }
}
