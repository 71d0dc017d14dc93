import { Inject, Injectable } from '@nestjs/common';
import { CheckpointStore } from '../../../platform/projections/checkpoint-store';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { recipientsProjection } from './audience/audience.projection';
import { scenarioConditionsProjection } from './scenario-conditions/scenario-conditions.projection';

const POLL_MS = 50;
const SENDING_READ_MODELS = [recipientsProjection.name, scenarioConditionsProjection.name];

/**
 * A step that falls due right after its trigger (a welcome email, sent as the address is verified)
 * must not read the recipients before they have seen that trigger: it waits, bounded, until both
 * read models a send checks have passed the trigger's position. Then a missing or unverified person
 * really is so.
 */
@Injectable()
export class SendingReadModels {
  private readonly checkpoints: CheckpointStore;

  constructor(@Inject(READ_STORE) store: ReadStore) {
    this.checkpoints = new CheckpointStore(store);
  }

  /** `position`: a log position, which orders as a string. */
  async caughtUpWith(position: string, timeoutMs: number): Promise<boolean> {
    // Counted in polls, not read from a clock: a machine timer, not business time.
    for (let waited = 0; ; waited += POLL_MS) {
      const positions = await this.checkpoints.positionsOf(SENDING_READ_MODELS);
      if (positions.length === SENDING_READ_MODELS.length && positions.every((reached) => reached >= position)) return true;
      if (waited >= timeoutMs) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
