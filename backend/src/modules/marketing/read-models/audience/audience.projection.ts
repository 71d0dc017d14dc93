import { defineProjection, type ProjectionContext } from '../../../../platform/projections/define-projection';
import { appliedByOf } from '../../../../platform/projections/guarded-count';
import { affiliatePublicEvents, type AffiliatePublicEvent } from '../../../affiliate';
import { identityPublicEvents, type IdentityPublicEvent } from '../../../identity';
import { learningPublicEvents, type LearningPublicEvent } from '../../../learning';
import { walletPublicEvents, type WalletPublicEvent } from '../../../wallet';
import type { SubscriptionEvent } from '../../domain/subscription/subscription.events';
import { publicData } from '../public-data';
import { RECIPIENTS_COLLECTION, recipientRows } from './audience.read-model';

const NAME = 'marketing.recipients.v1';

type AccountEvent = Extract<
  IdentityPublicEvent,
  {
    type:
      | 'UserAccountRegistered'
      | 'UserEmailVerified'
      | 'UserProfileUpdated'
      | 'UserRoleChanged'
      | 'UserAccountDisabled'
      | 'UserAccountEnabled'
      | 'UserAccountDeleted'
      | 'MarketingEmailConsentChanged';
  }
>;
type CourseEvent = Extract<LearningPublicEvent, { type: 'EnrolmentGranted' | 'EnrolmentWithdrawn' }>;
type MembershipEvent = Extract<AffiliatePublicEvent, { type: 'AffiliateJoined' }>;
type MoneyEvent = Extract<WalletPublicEvent, { type: 'DepositCredited' | 'BonusLotGranted' | 'WalletPaid' | 'WalletPaymentRefunded' | 'BonusLotExpired' }>;

export type RecipientEvent = AccountEvent | CourseEvent | MembershipEvent | MoneyEvent | SubscriptionEvent;


const sum = (parts: ReadonlyArray<{ amount: number }>) => parts.reduce((total, part) => total + part.amount, 0);

/** One guarded change of a person's bonus balance per event: a redelivered event moves it once. */
async function addBonus(userId: string, amount: number, context: ProjectionContext): Promise<void> {
  if (amount !== 0) await recipientRows(context.store).increment(userId, { bonusBalance: amount }, { appliedBy: appliedByOf(NAME, context) });
}

/** The courses a person owns, as a set: granting twice or withdrawing twice changes nothing more. */
async function setOwned(userId: string, courseId: string, owned: boolean, { store }: ProjectionContext): Promise<void> {
  const row = await recipientRows(store).get(userId);
  if (!row) return;
  const courseIds = owned ? [...new Set([...row.courseIds, courseId])] : row.courseIds.filter((id) => id !== courseId);
  await recipientRows(store).patch(userId, { courseIds, coursesOwned: courseIds.length });
}

/**
 * Everyone an audience may reach. Idempotent: the registration inserts only when absent (so a
 * redelivery keeps the counters and their replay marks), flags and course sets are absolute, and
 * the bonus balance moves by guarded increments. Events about a person with no row (deleted) change
 * nothing.
 */
export const recipientsProjection = defineProjection<RecipientEvent>({
  name: NAME,
  collections: [RECIPIENTS_COLLECTION],
  handlers: {
    async UserAccountRegistered(event, { store }) {
      const { uid, role, registeredAt, emailVerified, personal } = publicData(identityPublicEvents, event.type, event.data);
      await recipientRows(store).insertIfAbsent({
        id: uid,
        role,
        registeredAt,
        emailVerified: emailVerified ?? false,
        disabled: false,
        isAffiliate: false,
        hasDeposited: false,
        bonusBalance: 0,
        courseIds: [],
        coursesOwned: 0,
        unsubscribed: false,
        marketingOptIn: false,
        sealed: personal ?? null,
      });
    },
    async UserEmailVerified(event, { store }) {
      await recipientRows(store).patch(publicData(identityPublicEvents, event.type, event.data).uid, { emailVerified: true });
    },
    async UserProfileUpdated(event, { store }) {
      const { uid, personal } = publicData(identityPublicEvents, event.type, event.data);
      await recipientRows(store).patch(uid, { sealed: personal });
    },
    async UserRoleChanged(event, { store }) {
      const { uid, to } = publicData(identityPublicEvents, event.type, event.data);
      await recipientRows(store).patch(uid, { role: to });
    },
    async UserAccountDisabled(event, { store }) {
      await recipientRows(store).patch(publicData(identityPublicEvents, event.type, event.data).uid, { disabled: true });
    },
    async UserAccountEnabled(event, { store }) {
      await recipientRows(store).patch(publicData(identityPublicEvents, event.type, event.data).uid, { disabled: false });
    },
    // The person's own choice, absolute: the latest one in the log holds.
    async MarketingEmailConsentChanged(event, { store }) {
      const { uid, subscribed } = publicData(identityPublicEvents, event.type, event.data);
      await recipientRows(store).patch(uid, { marketingOptIn: subscribed });
    },
    // Gone with their sealed details: a deleted person is in no audience.
    async UserAccountDeleted(event, { store }) {
      await recipientRows(store).delete(publicData(identityPublicEvents, event.type, event.data).uid);
    },
    async EnrolmentGranted(event, context) {
      const { userId, courseId } = publicData(learningPublicEvents, event.type, event.data);
      await setOwned(userId, courseId, true, context);
    },
    async EnrolmentWithdrawn(event, context) {
      const { userId, courseId } = publicData(learningPublicEvents, event.type, event.data);
      await setOwned(userId, courseId, false, context);
    },
    async AffiliateJoined(event, { store }) {
      await recipientRows(store).patch(publicData(affiliatePublicEvents, event.type, event.data).userId, { isAffiliate: true });
    },
    async DepositCredited(event, { store }) {
      await recipientRows(store).patch(publicData(walletPublicEvents, event.type, event.data).userId, { hasDeposited: true });
    },
    async BonusLotGranted(event, context) {
      const { userId, amount } = publicData(walletPublicEvents, event.type, event.data);
      await addBonus(userId, amount, context);
    },
    async WalletPaid(event, context) {
      const { userId, fromBonus } = publicData(walletPublicEvents, event.type, event.data);
      await addBonus(userId, -sum(fromBonus), context);
    },
    // Bonus parts whose lot lapsed meanwhile are not given back (`lapsed`): only `toBonus` returns.
    async WalletPaymentRefunded(event, context) {
      const { userId, toBonus } = publicData(walletPublicEvents, event.type, event.data);
      await addBonus(userId, sum(toBonus), context);
    },
    async BonusLotExpired(event, context) {
      const { userId, amount } = publicData(walletPublicEvents, event.type, event.data);
      await addBonus(userId, -amount, context);
    },
    async MarketingUnsubscribed({ data }, { store }) {
      await recipientRows(store).patch(data.userId, { unsubscribed: true });
    },
    async MarketingResubscribed({ data }, { store }) {
      await recipientRows(store).patch(data.userId, { unsubscribed: false });
    },
  },
});
