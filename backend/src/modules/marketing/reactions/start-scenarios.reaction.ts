import type { ScenarioTriggerType } from '@academy/contracts';
import { z } from 'zod';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { defineReaction } from '../../../platform/reactions/define-reaction';
import { definePublicEvents } from '../../../platform/reactions/public-events';
import { commercePublicEvents } from '../../commerce';
import { identityPublicEvents } from '../../identity';
import { learningPublicEvents } from '../../learning';
import { walletPublicEvents } from '../../wallet';
import { ScheduleBroadcastCommand } from '../commands/fan-out-broadcast/fan-out-broadcast.handler';
import { StartScenariosCommand } from '../commands/start-scenarios/start-scenarios.handler';
import type { TriggerSubject } from '../commands/start-scenarios/run-start';
import type { BroadcastEvent } from '../domain/broadcast/broadcast.events';
import type { TriggerValues } from '../workers/send-campaign-email.job';

/** This module's own broadcast, read like the other modules' events. */
const broadcastEvents = definePublicEvents<BroadcastEvent>()({
  EmailScenarioBroadcastRequested: z.object({ broadcastId: z.string().min(1), scenarioId: z.string().min(1), by: z.string(), at: z.string().min(1) }),
});

const start = (trigger: ScenarioTriggerType, userId: string, key: string, source: RecordedEvent, at: string, values: TriggerValues = {}, subject: Omit<TriggerSubject, 'at'> = {}) =>
  new StartScenariosCommand(trigger, userId, { key, at, position: source.position, values }, subject);

/**
 * What starts a scenario for a person (contracts' scenarioTriggerSchema names each trigger's event).
 * One consumer, one checkpoint, so a person's triggers are handled in the order they happened. A
 * registration with an unverified address starts nothing: marketing mails verified addresses only, so
 * 'registered' scenarios start when the address is verified (the same run, so never twice).
 */
export const startScenarios = defineReaction({
  name: 'marketing.start-scenarios',
  consumes: { ...identityPublicEvents, ...commercePublicEvents, ...learningPublicEvents, ...walletPublicEvents, ...broadcastEvents },
  handlers: {
    async UserAccountRegistered({ data }, { commands, source }) {
      if (data.emailVerified) await commands.execute(start('registered', data.uid, 'registered', source, data.registeredAt));
    },
    async UserEmailVerified({ data }, { commands, source }) {
      await commands.execute(start('registered', data.uid, 'registered', source, data.verifiedAt));
      await commands.execute(start('email_verified', data.uid, 'email-verified', source, data.verifiedAt));
    },
    async OrderPaid({ data }, { commands, source }) {
      for (const item of data.items) {
        if (item.kind !== 'course') continue;
        const values = { courseId: item.courseId, courseTitle: item.title, orderId: data.orderId, orderCode: data.memoCode };
        await commands.execute(start('course_bought', data.buyerId, `course-${item.courseId}`, source, data.paidAt, values, { courseId: item.courseId }));
      }
    },
    async OrderPlaced({ data }, { commands, source }) {
      const course = data.items.find((item) => item.kind === 'course');
      const values = { orderId: data.orderId, orderCode: data.memoCode, ...(course?.kind === 'course' && { courseId: course.courseId, courseTitle: course.title }) };
      await commands.execute(start('cart_unpaid', data.buyerId, `order-${data.orderId}`, source, data.placedAt, values));
    },
    async EnrolmentGranted({ data }, { commands, source }) {
      const values = { courseId: data.courseId };
      await commands.execute(start('course_not_started', data.userId, `enrolment-${data.courseId}`, source, data.enrolledAt, values, { courseId: data.courseId }));
    },
    async BonusLotGranted({ data }, { commands, source }) {
      await commands.execute(start('bonus_expiring', data.userId, `lot-${data.lotId}`, source, data.at, { lotId: data.lotId }, { expiresAt: data.expiresAt }));
    },
    async EmailScenarioBroadcastRequested({ data }, { commands, source }) {
      await commands.execute(new ScheduleBroadcastCommand({ broadcastId: data.broadcastId, scenarioId: data.scenarioId, at: data.at, position: source.position, afterId: null }));
    },
  },
});
