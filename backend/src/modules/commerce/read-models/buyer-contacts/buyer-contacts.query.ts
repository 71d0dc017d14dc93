import { Inject, Injectable } from '@nestjs/common';
import { PersonalDataVault } from '../../../../platform/personal-data/personal-data-vault';
import { CheckpointStore } from '../../../../platform/projections/checkpoint-store';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { buyerContactsProjection } from './buyer-contacts.projection';
import { BuyerContact, buyerContactRows } from './buyer-contacts.read-model';

const POLL_MS = 50;

/** The contact details of a buyer, opened from the vault at the moment a message is sent. */
@Injectable()
export class BuyerContacts {
  private readonly checkpoints: CheckpointStore;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly vault: PersonalDataVault,
  ) {
    this.checkpoints = new CheckpointStore(store);
  }

  /** The buyer's name and email; null when the account is gone or its personal data forgotten. */
  async contactOf(uid: string): Promise<BuyerContact | null> {
    const row = await buyerContactRows(this.store).get(uid);
    if (!row) return null;
    const details = await this.vault.open<Partial<BuyerContact>>(row.personal);
    if (!details?.email) return null;
    return { name: details.name ?? '', email: details.email };
  }

  /**
   * Waits, at most `timeoutMs`, until this read model has seen the log up to `position` (a log
   * position, which orders as a string): then a missing row means a buyer who is gone, not one
   * whose registration is still on its way.
   */
  async caughtUpWith(position: string, timeoutMs: number): Promise<boolean> {
    // Counted in polls, not read from a clock: a machine timer, not business time.
    for (let waited = 0; ; waited += POLL_MS) {
      if (((await this.checkpoints.load(buyerContactsProjection.name)) ?? '') >= position) return true;
      if (waited >= timeoutMs) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
