import { defineReaction } from '../../../platform/reactions/define-reaction';
import { identityPublicEvents } from '../../identity';
import { AttributeReferralCommand } from '../commands/attribute-referrals/attribute-referrals.handler';

/** A sign-up that carried the `aff_ref_code` cookie: the new user joins the affiliate's downline (a SIGNUP conversion). */
export const attributeSignUps = defineReaction({
  name: 'affiliate.attribute-sign-ups',
  consumes: identityPublicEvents,
  handlers: {
    async UserAccountRegistered({ data: { uid, referralCode, registeredAt } }, { commands, clock, source }) {
      if (!referralCode) return;
      await commands.execute(new AttributeReferralCommand({ kind: 'sign-up', userId: uid, referralCode, registeredAt }, { at: clock.now(), causationId: source.id }));
    },
  },
});
