import { Injectable } from '@nestjs/common';
import type { Reaction } from './reaction';

/**
 * The reactions the runner will run: the platform registers those of every module manifest when
 * the application is built, and runs them once it has booted. Registering later would silently
 * never run, so it is refused.
 */
@Injectable()
export class ReactionRegistry {
  private readonly reactions = new Map<string, Reaction>();
  private closed = false;

  register(...reactions: Reaction[]): void {
    for (const reaction of reactions) {
      if (this.closed) throw new Error(`Reaction ${reaction.name} was registered after the reactions started`);
      // Two reactions sharing a name would share one checkpoint and skip each other's events.
      if (this.reactions.has(reaction.name)) throw new Error(`Reaction ${reaction.name} is registered twice`);
      this.reactions.set(reaction.name, reaction);
    }
  }

  /** Names of the registered reactions, for the admin's view; leaves the registry open. */
  names(): string[] {
    return [...this.reactions.keys()];
  }

  /** Every registered reaction; closes the registry. */
  take(): readonly Reaction[] {
    this.closed = true;
    return [...this.reactions.values()];
  }
}
