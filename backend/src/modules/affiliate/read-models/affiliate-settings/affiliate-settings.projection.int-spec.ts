import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { affiliateSettingsProjection } from './affiliate-settings.projection';
import { AFFILIATE_SETTINGS_COLLECTION } from './affiliate-settings.read-model';

const change = (directRatePercent: number, by: string, at: string) => ({
  type: 'AffiliateSettingsChanged',
  data: { directRatePercent, teamRatePercent: 10, cookieDays: 60, holdingDays: 7, minimumPayout: 100_000, by, at },
});

describe('affiliate settings projection (every case applies its events twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(affiliateSettingsProjection);
  });
  afterAll(() => spec.close());

  it('keeps the settings in force, with who changed them last and when', async () => {
    await spec
      .givenEvents(change(25, 'admin1', '2027-04-01T03:00:00.000Z'), change(35, 'admin2', '2027-04-02T03:00:00.000Z'))
      .thenRows(AFFILIATE_SETTINGS_COLLECTION, [
        { id: 'programme', directRatePercent: 35, teamRatePercent: 10, cookieDays: 60, holdingDays: 7, minimumPayout: 100_000, updatedAt: '2027-04-02T03:00:00.000Z', updatedBy: 'admin2' },
      ]);
  });
});
