import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { eventMetadata } from '../../../platform/commands/request-context';
import { runStreamCommand } from '../../../platform/commands/stream-command';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { UserAccountCommand, userAccountDecider } from '../domain/user-account/user-account.decider';
import { toUserAccountStreamId } from '../domain/user-account/user-account.stream';

/**
 * Any decision on a user account. The use cases (one folder each) prepare the command — sealing
 * personal data, calling Firebase — and send it through this one handler.
 */
export class DecideUserAccount {
  constructor(
    readonly command: UserAccountCommand,
    readonly at: Date,
  ) {}
}

@CommandHandler(DecideUserAccount)
export class DecideUserAccountHandler implements ICommandHandler<DecideUserAccount> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  execute({ command, at }: DecideUserAccount) {
    return runStreamCommand(this.events, {
      streamId: toUserAccountStreamId(command.data.uid),
      decider: userAccountDecider,
      command,
      metadata: eventMetadata(at),
    });
  }
}
