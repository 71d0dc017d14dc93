import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { eventMetadata } from '../../../../platform/commands/request-context';
import { runStreamCommand } from '../../../../platform/commands/stream-command';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { userAccountDecider } from '../../domain/user-account/user-account.decider';
import { toUserAccountStreamId } from '../../domain/user-account/user-account.stream';
import { RegisterUserAccountCommand } from './register-user-account.command';

@CommandHandler(RegisterUserAccountCommand)
export class RegisterUserAccountHandler implements ICommandHandler<RegisterUserAccountCommand> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  execute({ uid, role, personal, registeredAt }: RegisterUserAccountCommand) {
    return runStreamCommand(this.events, {
      streamId: toUserAccountStreamId(uid),
      decider: userAccountDecider,
      command: { type: 'RegisterUserAccount', data: { uid, role, personal, registeredAt: registeredAt.toISOString() } },
      metadata: eventMetadata(registeredAt),
    });
  }
}
