/**
 * How often each plan was sold: the catalogue asks before it erases a tool or removes a plan (a
 * sold one is archived or retired, so its orders and licences keep pointing at it) and shows the
 * counts to admins. Commerce answers it from its paid orders; the catalogue only defines the
 * question, so it never reads commerce's data.
 */
export interface PlanSales {
  /** Times each plan was sold; a plan never sold is absent. */
  soldCountsOf(planIds: readonly string[]): Promise<Map<string, number>>;
}

export const PLAN_SALES = Symbol('PLAN_SALES');
