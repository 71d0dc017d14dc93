/** One tool plan paid in one order: what it adds to the buyer's licence of the tool. */
export interface LicenceGrant {
  orderId: string;
  toolPlanId: string;
  /** The plan's name as the order recorded it (the catalogue's current name is preferred when shown). */
  planName: string;
  /** Null: lifetime. */
  durationDays: number | null;
  paidAt: string;
}

export interface LicenceTerm {
  /** Null: lifetime. */
  validUntil: string | null;
  /** The grant that sets `validUntil` (the lifetime one, or the last in time): the plan shown. */
  planOfRecord: LicenceGrant;
  /** When the first of the grants was paid. */
  since: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Payment order, ties broken by ids: the same grants always fold the same way, whatever order they were applied in. */
const inPaymentOrder = (a: LicenceGrant, b: LicenceGrant) =>
  a.paidAt.localeCompare(b.paidAt) || a.orderId.localeCompare(b.orderId) || a.toolPlanId.localeCompare(b.toolPlanId);

/**
 * The licence the grants add up to. A plan bought while the licence runs extends it from its end;
 * bought after it lapsed, it runs from its payment; a lifetime plan makes it lifetime. Computed
 * from the whole set each time, so a refund (a grant removed) gives back exactly what that order
 * added, and a redelivered payment (a grant already there) changes nothing. Null without grants.
 */
export function licenceTermOf(grants: readonly LicenceGrant[]): LicenceTerm | null {
  const ordered = [...grants].sort(inPaymentOrder);
  if (ordered.length === 0) return null;
  let endMs: number | null = null;
  let planOfRecord = ordered[0];
  for (const grant of ordered) {
    if (grant.durationDays === null) {
      return { validUntil: null, planOfRecord: grant, since: ordered[0].paidAt };
    }
    const paidMs = Date.parse(grant.paidAt);
    const startMs: number = endMs !== null && endMs > paidMs ? endMs : paidMs;
    endMs = startMs + grant.durationDays * DAY_MS;
    planOfRecord = grant;
  }
  return { validUntil: new Date(endMs!).toISOString(), planOfRecord, since: ordered[0].paidAt };
}
