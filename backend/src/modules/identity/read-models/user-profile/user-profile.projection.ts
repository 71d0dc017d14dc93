import { defineProjection } from '../../../../platform/projections/define-projection';
import type { PersonalDetails, UserAccountEvent } from '../../domain/user-account/user-account.events';
import { USER_PROFILES_COLLECTION, userProfileRows } from './user-profile.read-model';

/**
 * Idempotent: every event sets absolute values. Personal details are opened from their sealed
 * form; once a user is forgotten they open to nothing and the row is not rebuilt.
 */
export const userProfileProjection = defineProjection<UserAccountEvent>({
  name: 'identity.user-profile.v1',
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
    // The consent's record is the event itself (the account history lists it); the profile shows no versions.
    async PersonalDataConsentGiven() {},
    async MarketingEmailConsentChanged({ data }, { store }) {
      await userProfileRows(store).patch(data.uid, { marketingEmails: data.subscribed });
    },
    async UserAccountDeleted({ data }, { store }) {
      await userProfileRows(store).delete(data.uid);
    },
  },
});
