import type { SealedData } from '../../../../platform/domain/sealed-data';
import { GivenEvent, ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { AcademyProfileEvent } from '../../domain/academy-profile/academy-profile.events';
import { academyProfile, admin, at, profileUpdated } from '../../domain/academy-profile/academy-profile.fixtures';
import { siteSettingsHistoryProjection } from './site-settings-history.projection';
import { SITE_SETTINGS_HISTORY_COLLECTION, SiteSettingsVersionRow } from './site-settings-history.read-model';

const later = '2026-11-25T08:00:00.000Z';
const details = (name: string, email: string) => ({ name, email, phoneNumber: '0912345678', age: 30, avatarUrl: null });

const registered = (uid: string, personal: SealedData): GivenEvent => ({
  type: 'UserAccountRegistered',
  data: { uid, role: 'admin', personal, emailVerified: true, source: 'self', registeredBy: null, registeredAt: at },
  streamId: `identity_user-${uid}`,
});
const profileEdited = (uid: string, personal: SealedData): GivenEvent => ({ type: 'UserProfileUpdated', data: { uid, personal, updatedAt: later }, streamId: `identity_user-${uid}` });
const onProfile = (event: AcademyProfileEvent): GivenEvent => ({ ...event, streamId: 'site_content_profile-academy' });

const FIRST_FIELDS = ['hotline', 'email', 'address', 'mapUrl', 'website', 'facebook', 'zalo', 'companyName', 'businessCode', 'issuedBy', 'issuedOn', 'emailSenderName'] as const;
const moved = { ...academyProfile, hotline: '19006868', address: '45 Lê Lợi, Quận 1, TP. Hồ Chí Minh' };

describe('site settings history projection', () => {
  let spec: ProjectionSpec;
  let named: SealedData;
  let renamed: SealedData;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(siteSettingsHistoryProjection);
    named = await spec.vault.seal(admin, details('Quản Trị Viên', 'qt@example.vn'));
    renamed = await spec.vault.seal(admin, details('Trưởng Ban Pháp Chế', 'pc@example.vn'));
  });
  afterAll(() => spec.close());

  const first: SiteSettingsVersionRow = {
    id: 'v1',
    version: 1,
    by: admin,
    byName: 'Quản Trị Viên',
    at,
    changedFields: [...FIRST_FIELDS],
    before: Object.fromEntries(FIRST_FIELDS.map((field) => [field, ''])),
    profile: academyProfile,
  };

  it('keeps every save with who, when, the changed fields and their values before', async () => {
    await spec
      .givenEvents(registered(admin, named), onProfile(profileUpdated(academyProfile, [...FIRST_FIELDS])), onProfile(profileUpdated(moved, ['hotline', 'address'], admin, later)))
      .thenRows(SITE_SETTINGS_HISTORY_COLLECTION, [
        first,
        {
          id: 'v2',
          version: 2,
          by: admin,
          byName: 'Quản Trị Viên',
          at: later,
          changedFields: ['hotline', 'address'],
          before: { hotline: academyProfile.hotline, address: academyProfile.address },
          profile: moved,
        },
      ]);
  });

  it('names the admin as their profile says now', async () => {
    await spec
      .givenEvents(registered(admin, named), onProfile(profileUpdated(academyProfile, [...FIRST_FIELDS])), profileEdited(admin, renamed))
      .thenRows(SITE_SETTINGS_HISTORY_COLLECTION, [{ ...first, byName: 'Trưởng Ban Pháp Chế' }]);
  });
});
