import type { Type } from '@nestjs/common';
import { MODULE_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { manifests } from './app.module';
import { FailedJobsController } from './platform/http/failed-jobs.controller';
import { PlatformController } from './platform/http/platform.controller';
import { ProjectionsController } from './platform/http/projections.controller';
import { checkManifests } from './platform/manifest/module-manifest';

/** `Controller.method` for each handler argument read with Nest's own `@Param`. */
function rawPathParams(controller: Type<unknown>): string[] {
  const methods = Object.getOwnPropertyNames(controller.prototype).filter((name) => name !== 'constructor');
  return methods.filter((method) => {
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, unknown>;
    return Object.keys(args).some((key) => key.split(':')[0] === String(RouteParamtypes.PARAM));
  }).map((method) => `${controller.name}.${method}`);
}

describe('the composition root', () => {
  it('composes manifests that fit together: unique ids, queues and event types', () => {
    expect(() => checkManifests(manifests)).not.toThrow();
  });

  it('runs every module’s projections and reactions', () => {
    expect(manifests.flatMap((m) => m.projections.map((p) => p.name))).toEqual([
      'identity.user-profile.v2',
      'identity.instructor-applications.v1',
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
      'learning.course-reviews.v2',
      'learning.enrolments.v1',
      'learning.instructor-students.v1',
      'learning.course-progress.v1',
      'learning.certificates.v1',
      'wallet.deposits.v1',
      'wallet.wallet-ledger.v1',
      'wallet.bonus-codes.v1',
      'wallet.received-bonuses.v1',
      'wallet.bonus-lot-deadlines.v1',
      'affiliate.affiliates.v2',
      'affiliate.conversions.v1',
      'affiliate.payouts.v2',
      'affiliate.settings.v1',
      'affiliate.payouts-queue.v1',
      'affiliate.affiliate-history.v1',
      'site-content.popups.v1',
      'site-content.homepage.v2',
      'site-content.homepage-history.v2',
      'site-content.site-settings.v1',
      'site-content.site-settings-history.v1',
      'marketing.email-templates.v1',
      'marketing.email-scenarios.v1',
      'marketing.recipients.v1',
      'marketing.scenario-conditions.v1',
      'reports.sales.v1',
    ]);
    expect(manifests.flatMap((m) => m.reactions.map((r) => r.name))).toEqual([
      'identity.sync-provider-accounts',
      'identity.promote-accepted-instructors',
      'notifications.update-inbox-on-account-changes',
      'notifications.tell-instructors-about-reviews',
      'notifications.tell-buyers-about-orders',
      'notifications.tell-owners-about-bonus-expiry',
      'notifications.tell-learners-about-face-reset',
      'notifications.tell-affiliates-about-payouts',
      'notifications.tell-applicants-about-instructor-applications',
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
      'affiliate.carry-out-payouts',
      'marketing.start-scenarios',
      'marketing.sync-marketing-consent',
    ]);
  });

  it('reads every path parameter through the checked @PathParam, never Nest\'s unchecked @Param', () => {
    const controllers = [
      PlatformController,
      FailedJobsController,
      ProjectionsController,
      ...manifests.flatMap((m) => (Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, m.module) ?? []) as Type<unknown>[]),
    ];
    expect(controllers.length).toBeGreaterThan(100);
    expect(controllers.flatMap(rawPathParams)).toEqual([]);
  });
});
