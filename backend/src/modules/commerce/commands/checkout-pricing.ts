import { Inject, Injectable } from '@nestjs/common';
import type { OrderItemRequest } from '@academy/contracts';
import { currentState } from '../../../platform/commands/stream-command';
import { DomainError } from '../../../platform/domain/domain-error';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { CatalogueForSale, COURSE_ENROLMENTS, type CourseEnrolments } from '../../catalogue';
import { eligibleSubtotalOf } from '../domain/discount-code/discount-amount';
import { discountCodeDecider } from '../domain/discount-code/discount-code.decider';
import type { DiscountCodeState } from '../domain/discount-code/discount-code.state';
import { toDiscountCodeStreamId } from '../domain/discount-code/discount-code.stream';
import type { OrderItem } from '../domain/order/order.events';
import { OrdersQuery } from '../read-models/orders/orders.query';

/** No order has this id: a quote decides as a checkout would, and records nothing. */
const QUOTE = 'quote';

/** A cart priced by the server: the items as the order will record them, and their sum. */
export interface PricedCart {
  items: OrderItem[];
  subtotal: number;
}

/**
 * Prices a cart from the catalogue, never from the browser: what is not on sale now is refused,
 * and so is a course the buyer teaches or already bought. The quote and the checkout share it, so
 * the checkout page shows exactly what the order will charge.
 */
@Injectable()
export class CheckoutPricing {
  constructor(
    private readonly catalogue: CatalogueForSale,
    private readonly orders: OrdersQuery,
    @Inject(COURSE_ENROLMENTS) private readonly enrolments: CourseEnrolments,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async price(buyerId: string, requested: readonly OrderItemRequest[]): Promise<PricedCart> {
    const courseIds = requested.flatMap((item) => ('courseId' in item ? [item.courseId] : []));
    const planIds = requested.flatMap((item) => ('toolPlanId' in item ? [item.toolPlanId] : []));
    rule(new Set(courseIds).size === courseIds.length && new Set(planIds).size === planIds.length, 'ORDER_ITEM_REPEATED', 'invalid');
    const [courses, plans, owned] = await Promise.all([this.catalogue.courses(courseIds), this.catalogue.toolPlans(planIds), this.ownedAmong(buyerId, courseIds)]);
    const items = requested.map((item): OrderItem => {
      if ('courseId' in item) {
        const course = courses.get(item.courseId);
        if (!course) throw new DomainError('ORDER_ITEM_UNAVAILABLE', 'invalid');
        rule(course.instructorId !== buyerId, 'ORDER_OWN_COURSE');
        rule(!owned.has(course.courseId), 'ORDER_COURSE_OWNED');
        return { kind: 'course', courseId: course.courseId, title: course.title, instructorId: course.instructorId, unitPrice: course.price };
      }
      const plan = plans.get(item.toolPlanId);
      if (!plan) throw new DomainError('ORDER_ITEM_UNAVAILABLE', 'invalid');
      const { toolPlanId, toolId, toolName, name, durationDays, price } = plan;
      return { kind: 'tool_plan', toolPlanId, toolId, name: `${toolName} — ${name}`, durationDays, unitPrice: price };
    });
    return { items, subtotal: items.reduce((sum, item) => sum + item.unitPrice, 0) };
  }

  /**
   * The courses the buyer has already: paid for (commerce's own orders, at once) or enrolled in
   * (learning: an admin's grant, or a payment whose enrolment the reaction already made).
   */
  private async ownedAmong(buyerId: string, courseIds: readonly string[]): Promise<Set<string>> {
    const paid = await this.orders.paidCourseIds(buyerId);
    const enrolled = await Promise.all(courseIds.map(async (courseId) => ((await this.enrolments.isEnrolled(buyerId, courseId)) ? [courseId] : [])));
    return new Set([...paid, ...enrolled.flat()]);
  }

  /** A discount code as its stream holds it now, and the part of these items it applies to. */
  async discountFor(code: string, items: readonly OrderItem[]): Promise<{ state: DiscountCodeState; eligibleSubtotal: number }> {
    const { state } = await currentState(this.events, discountCodeDecider, toDiscountCodeStreamId(code));
    return { state, eligibleSubtotal: state.status === 'none' ? 0 : eligibleSubtotalOf(state.terms, items) };
  }

  /**
   * What the code would take off this cart now, decided by the same rule that reserves it (active,
   * not expired, a use left, something in the cart it applies to), without holding a use.
   */
  async quoteDiscount(code: string, items: readonly OrderItem[], at: Date): Promise<{ code: string; amount: number }> {
    const { state, eligibleSubtotal } = await this.discountFor(code, items);
    const command = { type: 'ReserveDiscount', data: { code, orderId: QUOTE, eligibleSubtotal, at: at.toISOString() } } as const;
    const reserved = discountCodeDecider.decide(command, state).find((event) => event.type === 'DiscountReserved');
    return { code: reserved?.data.code ?? code, amount: reserved?.type === 'DiscountReserved' ? reserved.data.amount : 0 };
  }
}

function rule(holds: boolean, code: 'ORDER_ITEM_REPEATED' | 'ORDER_OWN_COURSE' | 'ORDER_COURSE_OWNED', kind: 'invalid' | 'conflict' = 'conflict'): void {
  if (!holds) throw new DomainError(code, kind);
}
