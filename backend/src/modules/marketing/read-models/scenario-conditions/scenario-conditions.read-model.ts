import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/*
 * What the delayed triggers check when a step falls due, built from other modules' public events:
 * is the order still unpaid, the course still not started, the bonus lot still holding money? And
 * the courses' titles and addresses the templates show.
 */

/** An order placed (commerce's OrderPlaced), and whether it was paid. */
export interface PlacedOrderRow {
  /** The order id. */
  id: string;
  buyerId: string;
  placedAt: string;
  paid: boolean;
}

/** When a buyer last paid an order: a cart left unpaid is forgiven once they buy after it. */
export interface BuyerRow {
  /** The buyer's uid. */
  id: string;
  lastPaidAt: string;
}

/** A course someone owns, and whether they completed any lecture of it. */
export interface OwnedCourseRow {
  /** `<userId>/<courseId>`. */
  id: string;
  userId: string;
  courseId: string;
  owned: boolean;
  started: boolean;
}

/** A bonus lot and the money left in it (guarded increments), until it expires. */
export interface BonusLotRow {
  /** The lot id. */
  id: string;
  userId: string;
  left: number;
  expiresAt: string;
  open: boolean;
}

/** A published course as emails link it. */
export interface CourseRow {
  /** The course id. */
  id: string;
  title: string;
  slug: string;
}

export const PLACED_ORDERS_COLLECTION = 'marketing_placed_orders';
export const BUYERS_COLLECTION = 'marketing_buyers';
export const OWNED_COURSES_COLLECTION = 'marketing_owned_courses';
export const BONUS_LOTS_COLLECTION = 'marketing_bonus_lots';
export const COURSES_COLLECTION = 'marketing_courses';

export const ownedCourseId = (userId: string, courseId: string) => `${userId}/${courseId}`;

export const placedOrderRows = (store: ReadStore) => store.collection<PlacedOrderRow>(PLACED_ORDERS_COLLECTION);
export const buyerRows = (store: ReadStore) => store.collection<BuyerRow>(BUYERS_COLLECTION);
export const ownedCourseRows = (store: ReadStore) => store.collection<OwnedCourseRow>(OWNED_COURSES_COLLECTION);
export const bonusLotRows = (store: ReadStore) => store.collection<BonusLotRow>(BONUS_LOTS_COLLECTION);
export const courseRows = (store: ReadStore) => store.collection<CourseRow>(COURSES_COLLECTION);
