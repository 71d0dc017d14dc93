import { defineProjection } from '../../../../platform/projections/define-projection';
import type { PersonalDetails, UserAccountEvent } from '../../domain/user-account/user-account.events';
import { USER_PROFILES_COLLECTION, userProfileRows } from './user-profile.read-model';

/**
 * Idempotent: every event sets absolute values. Personal details are opened from their sealed
 * form; once a user is forgotten they open to nothing and the row is not rebuilt.
 */
export const userProfileProjection = defineProjection<UserAccountEvent>({
  // v2: the consent's versions are on the row (a rebuild fills them in for every account).
  name: 'identity.user-profile.v2',
  collections: [USER_PROFILES_COLLECTION],
  guardsAccess: true,
  handlers: {
    async UserAccountRegistered({ data }, { store, tools }) {
      const personal = await tools.openPersonalData<PersonalDetails>(data.personal);
      if (!personal) return;
      const { uid, role, emailVerified, registeredAt } = data;
      await userProfileRows(store).upsert({
        id: uid,
        ...personal,
        role,
        emailVerified,
        isActive: false,
        firebaseDisabled: false,
        isAffiliate: false,
        affiliateLevel: 1,
        createdAt: registeredAt,
        marketingEmails: false,
        consent: null,
      });
    },
    async UserProfileUpdated({ data }, { store, tools }) {
      const personal = await tools.openPersonalData<PersonalDetails>(data.personal);
      if (personal) await userProfileRows(store).patch(data.uid, personal);
    },
    async UserEmailVerified({ data }, { store }) {
      await userProfileRows(store).patch(data.uid, { emailVerified: true });
    },
    async UserAccountActivated({ data }, { store }) {
      await userProfileRows(store).patch(data.uid, { isActive: true });
    },
    async UserRoleChanged({ data }, { store }) {
      await userProfileRows(store).patch(data.uid, { role: data.to });
    },
    async UserAffiliateLevelChanged({ data }, { store }) {
      await userProfileRows(store).patch(data.uid, { affiliateLevel: data.to });
    },
    async UserAccountDisabled({ data }, { store }) {
      await userProfileRows(store).patch(data.uid, { firebaseDisabled: true });
    },
    async UserAccountEnabled({ data }, { store }) {
      await userProfileRows(store).patch(data.uid, { firebaseDisabled: false });
    },
    // Recorded for the audit trail; the profile shows nothing of it.
    async UserPasswordResetSent() {},
    // The account history lists every consent; the profile keeps the latest, to know whether it covers the versions in force.
    async PersonalDataConsentGiven({ data }, { store }) {
      const { termsVersion, privacyVersion, at } = data;
      await userProfileRows(store).patch(data.uid, { consent: { termsVersion, privacyVersion, at } });
    },
    async MarketingEmailConsentChanged({ data }, { store }) {
      await userProfileRows(store).patch(data.uid, { marketingEmails: data.subscribed });
    },
    async UserAccountDeleted({ data }, { store }) {
      await userProfileRows(store).delete(data.uid);
    },
  },
});
