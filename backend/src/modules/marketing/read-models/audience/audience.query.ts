import { Inject, Injectable } from '@nestjs/common';
import type { AudienceRules, CountAudienceResponse } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { mailableFilter, matchingFilter } from './audience-filter';
import { RecipientRow, recipientRows } from './audience.read-model';

/** Who audience rules reach: the count screen, and the sending worker's one person or next page. */
@Injectable()
export class AudienceQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get rows() {
    return recipientRows(this.store);
  }

  async count(rules: AudienceRules): Promise<CountAudienceResponse> {
    const mailable = mailableFilter(rules);
    const [matched, count] = await Promise.all([this.rows.count(matchingFilter(rules)), mailable ? this.rows.count(mailable) : 0]);
    return { count, matched };
  }

  /** Whether a campaign with these rules may mail this person now (a triggered send asks this per person). */
  async includes(rules: AudienceRules, userId: string): Promise<boolean> {
    const mailable = mailableFilter(rules);
    return mailable !== null && (await this.rows.count({ ...mailable, id: userId })) === 1;
  }

  /** The person as audiences see them (why a send skips them); null once they are gone. */
  recipient(userId: string): Promise<RecipientRow | null> {
    return this.rows.get(userId);
  }

  /** The next people a broadcast mails, by uid after `afterId` (null: from the start). */
  async mailablePage(rules: AudienceRules, afterId: string | null, limit: number): Promise<RecipientRow[]> {
    const mailable = mailableFilter(rules);
    if (mailable === null) return [];
    const filter = afterId === null ? mailable : { ...mailable, id: { $gt: afterId } };
    const { items } = await this.rows.find({ filter, sort: [{ field: 'id', direction: 'asc' }], limit });
    return items;
  }
}
