import { LicenceGrant, licenceTermOf } from './licence-term';

const grant = (orderId: string, paidAt: string, durationDays: number | null, toolPlanId = 'p-month'): LicenceGrant => ({
  orderId,
  toolPlanId,
  planName: durationDays === null ? 'Trọn đời' : `Gói ${durationDays} ngày`,
  durationDays,
  paidAt,
});

const jan1 = '2027-01-01T08:00:00.000Z';
const jan10 = '2027-01-10T08:00:00.000Z';
const mar1 = '2027-03-01T08:00:00.000Z';

describe('the licence term of a tool', () => {
  it('runs for the plan’s days from the payment', () => {
    expect(licenceTermOf([grant('o1', jan1, 30)])).toEqual({ validUntil: '2027-01-31T08:00:00.000Z', planOfRecord: grant('o1', jan1, 30), since: jan1 });
  });

  it('is extended from its end when bought again while it runs', () => {
    expect(licenceTermOf([grant('o1', jan1, 30), grant('o2', jan10, 30)])?.validUntil).toBe('2027-03-02T08:00:00.000Z');
  });

  it('runs from the new payment when bought again after it lapsed', () => {
    expect(licenceTermOf([grant('o1', jan1, 30), grant('o2', mar1, 30)])?.validUntil).toBe('2027-03-31T08:00:00.000Z');
  });

  it('is lifetime once a lifetime plan is paid, before or after timed ones', () => {
    const lifetime = grant('o2', jan10, null, 'p-life');
    expect(licenceTermOf([grant('o1', jan1, 30), lifetime])).toEqual({ validUntil: null, planOfRecord: lifetime, since: jan1 });
    expect(licenceTermOf([lifetime, grant('o3', mar1, 30)])?.validUntil).toBeNull();
  });

  it('gives back exactly what a refunded order added (its grant removed)', () => {
    const all = [grant('o1', jan1, 30), grant('o2', jan10, 30), grant('o3', jan10, 7, 'p-week')];
    expect(licenceTermOf(all)?.validUntil).toBe('2027-03-09T08:00:00.000Z');
    expect(licenceTermOf(all.filter((g) => g.orderId !== 'o2'))?.validUntil).toBe('2027-02-07T08:00:00.000Z');
    expect(licenceTermOf([])).toBeNull();
  });

  it('does not depend on the order the grants were applied in', () => {
    const grants = [grant('o3', mar1, 30), grant('o1', jan1, 30), grant('o2', jan10, 90)];
    expect(licenceTermOf(grants)).toEqual(licenceTermOf([...grants].reverse()));
  });
});
