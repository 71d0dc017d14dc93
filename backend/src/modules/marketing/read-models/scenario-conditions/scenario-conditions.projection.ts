import { defineProjection, type ProjectionContext } from '../../../../platform/projections/define-projection';
import { appliedByOf } from '../../../../platform/projections/guarded-count';
import { cataloguePublicEvents, type CataloguePublicEvent } from '../../../catalogue';
import { commercePublicEvents, type CommercePublicEvent } from '../../../commerce';
import { learningPublicEvents, type LearningPublicEvent } from '../../../learning';
import { walletPublicEvents, type WalletPublicEvent } from '../../../wallet';
import { publicData } from '../public-data';
import {
  BONUS_LOTS_COLLECTION,
  bonusLotRows,
  BUYERS_COLLECTION,
  buyerRows,
  courseRows,
  COURSES_COLLECTION,
  OWNED_COURSES_COLLECTION,
  ownedCourseId,
  ownedCourseRows,
  PLACED_ORDERS_COLLECTION,
  placedOrderRows,
} from './scenario-conditions.read-model';

const NAME = 'marketing.scenario-conditions.v1';

type OrderEvent = Extract<CommercePublicEvent, { type: 'OrderPlaced' | 'OrderPaid' }>;
type LearningEvent = Extract<LearningPublicEvent, { type: 'EnrolmentGranted' | 'EnrolmentWithdrawn' | 'LectureCompleted' }>;
type LotEvent = Extract<WalletPublicEvent, { type: 'BonusLotGranted' | 'WalletPaid' | 'WalletPaymentRefunded' | 'BonusLotExpired' }>;
type CourseEvent = Extract<CataloguePublicEvent, { type: 'CourseApproved' | 'CourseRepublished' | 'CourseDeleted' }>;

export type ScenarioConditionEvent = OrderEvent | LearningEvent | LotEvent | CourseEvent;

/** Money moved in or out of bonus lots: one guarded write per lot, so a redelivered event moves each once. */
async function moveLeft(parts: ReadonlyArray<{ lotId: string; amount: number }>, sign: 1 | -1, context: ProjectionContext): Promise<void> {
  for (const { lotId, amount } of parts) {
    if (amount !== 0) await bonusLotRows(context.store).increment(lotId, { left: sign * amount }, { appliedBy: appliedByOf(NAME, context) });
  }
}

async function publish({ courseId, title, slug }: { courseId: string; title: string; slug: string }, { store }: ProjectionContext): Promise<void> {
  await courseRows(store).upsert({ id: courseId, title, slug });
}

/**
 * The facts the delayed triggers check, from public events only. Idempotent: rows are created only
 * when absent, flags and times are absolute, and the money left in a bonus lot moves by guarded
 * increments.
 */
export const scenarioConditionsProjection = defineProjection<ScenarioConditionEvent>({
  name: NAME,
  collections: [PLACED_ORDERS_COLLECTION, BUYERS_COLLECTION, OWNED_COURSES_COLLECTION, BONUS_LOTS_COLLECTION, COURSES_COLLECTION],
  handlers: {
    async OrderPlaced(event, { store }) {
      const { orderId, buyerId, placedAt } = publicData(commercePublicEvents, event.type, event.data);
      await placedOrderRows(store).insertIfAbsent({ id: orderId, buyerId, placedAt, paid: false });
    },
    async OrderPaid(event, { store }) {
      const { orderId, buyerId, paidAt } = publicData(commercePublicEvents, event.type, event.data);
      await placedOrderRows(store).patch(orderId, { paid: true });
      const buyer = await buyerRows(store).get(buyerId);
      if (!buyer || buyer.lastPaidAt < paidAt) await buyerRows(store).upsert({ id: buyerId, lastPaidAt: paidAt });
    },
    async EnrolmentGranted(event, { store }) {
      const { userId, courseId } = publicData(learningPublicEvents, event.type, event.data);
      const id = ownedCourseId(userId, courseId);
      // A course bought again after a refund keeps whether it was started.
      if (!(await ownedCourseRows(store).insertIfAbsent({ id, userId, courseId, owned: true, started: false }))) await ownedCourseRows(store).patch(id, { owned: true });
    },
    async EnrolmentWithdrawn(event, { store }) {
      const { userId, courseId } = publicData(learningPublicEvents, event.type, event.data);
      await ownedCourseRows(store).patch(ownedCourseId(userId, courseId), { owned: false });
    },
    async LectureCompleted(event, { store }) {
      const { userId, courseId } = publicData(learningPublicEvents, event.type, event.data);
      await ownedCourseRows(store).patch(ownedCourseId(userId, courseId), { started: true });
    },
    async BonusLotGranted(event, { store }) {
      const { lotId, userId, amount, expiresAt } = publicData(walletPublicEvents, event.type, event.data);
      await bonusLotRows(store).insertIfAbsent({ id: lotId, userId, left: amount, expiresAt, open: true });
    },
    async WalletPaid(event, context) {
      await moveLeft(publicData(walletPublicEvents, event.type, event.data).fromBonus, -1, context);
    },
    // Parts whose lot lapsed meanwhile are not given back (`lapsed`): only `toBonus` returns.
    async WalletPaymentRefunded(event, context) {
      await moveLeft(publicData(walletPublicEvents, event.type, event.data).toBonus, 1, context);
    },
    async BonusLotExpired(event, { store }) {
      await bonusLotRows(store).patch(publicData(walletPublicEvents, event.type, event.data).lotId, { open: false });
    },
    async CourseApproved(event, context) {
      await publish(publicData(cataloguePublicEvents, event.type, event.data), context);
    },
    async CourseRepublished(event, context) {
      await publish(publicData(cataloguePublicEvents, event.type, event.data), context);
    },
    async CourseDeleted(event, { store }) {
      await courseRows(store).delete(publicData(cataloguePublicEvents, event.type, event.data).courseId);
    },
  },
});
