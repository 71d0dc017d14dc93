import { assertNever } from '../../../../platform/domain/decider';
import type { BonusExpiryNoticeEvent } from './bonus-expiry-notice.events';

export type BonusExpiryNoticeState = {
  /** Lot ids already announced: a lot id is unique within one user's wallet, as this stream is. */
  announced: ReadonlySet<string>;
};

export const initialState: BonusExpiryNoticeState = { announced: new Set() };

export function evolve(state: BonusExpiryNoticeState, event: BonusExpiryNoticeEvent): BonusExpiryNoticeState {
  switch (event.type) {
    case 'BonusLotExpiryAnnounced':
      return { announced: new Set(state.announced).add(event.data.lotId) };
    default:
      return assertNever(event.type);
  }
}
