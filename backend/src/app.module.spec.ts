import { manifests } from './app.module';
import { checkManifests } from './platform/manifest/module-manifest';

describe('the composition root', () => {
  it('composes manifests that fit together: unique ids, queues and event types', () => {
    expect(() => checkManifests(manifests)).not.toThrow();
  });

  it('runs every module’s projections and reactions', () => {
    expect(manifests.flatMap((m) => m.projections.map((p) => p.name))).toEqual([
      'identity.user-profile.v1',
      'contact.contact-submissions.v1',
      'notifications.inbox.v1',
      'catalogue.categories.v1',
      'catalogue.courses.v1',
      'catalogue.instructors.v1',
      'catalogue.tools.v1',
      'catalogue.media-library.v1',
      'catalogue.media-usage.v1',
      'catalogue.file-references.v1',
      'commerce.orders.v1',
      'commerce.payment-reviews.v1',
      'commerce.plan-sales.v1',
      'commerce.admin-orders.v2',
      'commerce.sales-stats.v1',
      'commerce.instructor-earnings.v1',
      'commerce.discount-codes.v1',
      'commerce.tool-licences.v1',
      'commerce.buyer-contacts.v1',
      'learning.course-stats.v1',
      'learning.course-reviews.v1',
      'learning.enrolments.v1',
      'learning.instructor-students.v1',
      'learning.course-progress.v1',
      'learning.certificates.v1',
      'wallet.deposits.v1',
      'wallet.wallet-ledger.v1',
      'wallet.bonus-codes.v1',
      'wallet.received-bonuses.v1',
      'wallet.bonus-lot-deadlines.v1',
      'affiliate.affiliates.v1',
      'affiliate.conversions.v1',
      'affiliate.payouts.v1',
      'affiliate.settings.v1',
    ]);
    expect(manifests.flatMap((m) => m.reactions.map((r) => r.name))).toEqual([
      'identity.sync-provider-accounts',
      'notifications.update-inbox-on-account-changes',
      'notifications.tell-instructors-about-reviews',
      'notifications.tell-buyers-about-orders',
      'notifications.tell-owners-about-bonus-expiry',
      'notifications.tell-learners-about-face-reset',
      'catalogue.release-category-slug',
      'catalogue.release-course-slug-on-course-deleted',
      'catalogue.delete-media-file-on-media-asset-deleted',
      'commerce.settle-bank-transfer-on-transfer-received',
      'commerce.order-follow-ups',
      'commerce.send-receipt-on-order-paid',
      'learning.grant-course-access-on-orders',
      'learning.issue-certificate-on-course-completed',
      'wallet.credit-wallet-on-deposit-paid',
      'wallet.finish-wallet-payment',
      'wallet.refund-to-wallet',
      'wallet.grant-bonus-lot-on-claim',
      'affiliate.attribute-sign-ups',
      'affiliate.attribute-orders',
    ]);
  });
});
