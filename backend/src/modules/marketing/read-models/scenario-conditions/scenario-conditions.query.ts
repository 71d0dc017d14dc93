import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { bonusLotRows, BonusLotRow, buyerRows, CourseRow, courseRows, ownedCourseId, ownedCourseRows, placedOrderRows } from './scenario-conditions.read-model';

/** Whether a delayed trigger still holds when a step of its scenario falls due, and the courses emails name. */
@Injectable()
export class ScenarioConditionsQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The order was not paid, and the buyer paid nothing after placing it (they did not come back and buy). */
  async cartStillUnpaid(orderId: string): Promise<boolean> {
    const order = await placedOrderRows(this.store).get(orderId);
    if (!order || order.paid) return false;
    const buyer = await buyerRows(this.store).get(order.buyerId);
    return !buyer || buyer.lastPaidAt < order.placedAt;
  }

  /** They still own the course and completed no lecture of it. */
  async courseStillNotStarted(userId: string, courseId: string): Promise<boolean> {
    const owned = await ownedCourseRows(this.store).get(ownedCourseId(userId, courseId));
    return owned !== null && owned.owned && !owned.started;
  }

  /** The lot, while it holds money and has not expired at `now`; null otherwise. */
  async bonusStillHeld(lotId: string, now: Date): Promise<BonusLotRow | null> {
    const lot = await bonusLotRows(this.store).get(lotId);
    return lot && lot.open && lot.left > 0 && Date.parse(lot.expiresAt) > now.getTime() ? lot : null;
  }

  course(courseId: string): Promise<CourseRow | null> {
    return courseRows(this.store).get(courseId);
  }
}
