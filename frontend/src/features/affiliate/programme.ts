/**
 * The programme's public terms as the marketing pages state them (spec part 1 §9: 30% direct,
 * 20% team, a 30-day cookie). Kept in one place so the admin's affiliate settings can replace
 * them once the pages read those settings.
 */
export interface ProgrammeTerms {
  directPercent: number;
  teamPercent: number;
  cookieDays: number;
}

export const PROGRAMME_TERMS: ProgrammeTerms = {
  directPercent: 30,
  teamPercent: 20,
  cookieDays: 30,
};

/** The course price the worked example uses (integer VND). */
export const EXAMPLE_COURSE_PRICE = 1_990_000;

/** A commission in whole VND, rounded down: the copy never promises a đồng more than is paid. */
export function commissionOn(amountPaid: number, percent: number): number {
  return Math.floor((amountPaid * percent) / 100);
}

export interface WorkedExample {
  price: number;
  /** What you earn when someone you referred buys. */
  direct: number;
  /** What you earn when someone your referral brought buys (your referral earns `direct`). */
  team: number;
}

export function workedExample(terms: ProgrammeTerms = PROGRAMME_TERMS, price: number = EXAMPLE_COURSE_PRICE): WorkedExample {
  return { price, direct: commissionOn(price, terms.directPercent), team: commissionOn(price, terms.teamPercent) };
}

/** The three kinds of referral link (spec part 1 §2.1); `code` is the affiliate's own code. */
export const referralLinks = {
  site: (code: string) => `/ref/${encodeURIComponent(code)}`,
  course: (slug: string, code: string) => `/courses/${encodeURIComponent(slug)}/ref/${encodeURIComponent(code)}`,
  tool: (slug: string, code: string) => `/tools/${encodeURIComponent(slug)}/ref/${encodeURIComponent(code)}`,
};
