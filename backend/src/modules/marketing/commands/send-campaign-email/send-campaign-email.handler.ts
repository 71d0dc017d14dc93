import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { renderTemplate, type TemplateValues } from '@academy/contracts';
import { createHash } from 'crypto';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { Decide } from '../../../../platform/commands/decide';
import { APP_CONFIG, AppConfig } from '../../../../platform/config/app-config';
import { foldEvents } from '../../../../platform/domain/decider';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { MAILER, Mailer, MailMessage, MailRejected } from '../../../../platform/mail/mailer.port';
import { campaignEmailDecider, CampaignEmailCommand } from '../../domain/campaign-email/campaign-email.decider';
import type { CampaignEmailEvent, CampaignEmailKey, CampaignEmailSkipReason } from '../../domain/campaign-email/campaign-email.events';
import { CampaignEmailState, isOutcome } from '../../domain/campaign-email/campaign-email.state';
import { toCampaignEmailStreamId } from '../../domain/campaign-email/campaign-email.stream';
import { AudienceQuery } from '../../read-models/audience/audience.query';
import { RecipientContact, RecipientContacts } from '../../read-models/audience/recipient-contacts';
import { SendingReadModels } from '../../read-models/caught-up';
import type { CampaignRow, ScenarioRow } from '../../read-models/email-scenarios/email-scenarios.read-model';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';
import { EmailTemplatesQuery } from '../../read-models/email-templates/email-templates.query';
import { ScenarioConditionsQuery } from '../../read-models/scenario-conditions/scenario-conditions.query';
import type { CampaignEmailJob } from '../../workers/send-campaign-email.job';
import { AdvertiserIdentity } from '../advertiser-identity';
import { CampaignSteps } from '../campaign-steps';
import { OpenPixelLinks } from '../open-pixel-links';
import { UnsubscribeLinks } from '../unsubscribe-links';
import { campaignEmail } from './campaign-email';
import { MarketingMailbox } from './marketing-mailbox';

/** How long a send waits for the read models to see its trigger before it is retried. */
const READ_MODELS_WAIT_MS = 5_000;
/** A job that runs this much before its step is due (clocks apart) is put back until then. */
const EARLY_TOLERANCE_MS = 1_000;

export class SendCampaignEmailCommand {
  constructor(
    readonly job: CampaignEmailJob,
    /** 1 on the first run of the job. */
    readonly attempt: number,
    /** No retry follows a failure of this run: it records the email as failed instead. */
    readonly lastAttempt: boolean,
  ) {}
}

type Verdict =
  | { send: true; scenario: ScenarioRow; campaign: CampaignRow; contact: RecipientContact; values: TemplateValues }
  | { send: false; reason: CampaignEmailSkipReason };

/** Skips after which the person's later steps still run: only this step's rules left them out. */
const GOES_ON_AFTER: ReadonlySet<CampaignEmailSkipReason> = new Set(['not_in_audience']);

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
const vnDate = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' });

/**
 * One step of a scenario for one person, when it falls due. Checked again now: the scenario and the
 * step still run, the person is still verified, subscribed, enabled and in the step's audience, the
 * trigger still holds (cart unpaid, course not started, bonus held). Then the person's 24-hour quota
 * (Decree 91/2020), the claim, the send, the outcome; then the next step is scheduled.
 *
 * At most once: the claim is appended before the mail server hears of the email, so two runs of one
 * job never both send, and a run that finds an unfinished claim (its process died between handing the
 * mail over and recording it) records the email as failed, unconfirmed, instead of sending it again.
 */
@CommandHandler(SendCampaignEmailCommand)
export class SendCampaignEmailHandler implements ICommandHandler<SendCampaignEmailCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly commands: CommandBus,
    private readonly scenarios: EmailScenariosQuery,
    private readonly templates: EmailTemplatesQuery,
    private readonly audience: AudienceQuery,
    private readonly contacts: RecipientContacts,
    private readonly conditions: ScenarioConditionsQuery,
    private readonly readModels: SendingReadModels,
    private readonly mailbox: MarketingMailbox,
    private readonly steps: CampaignSteps,
    private readonly links: UnsubscribeLinks,
    private readonly opens: OpenPixelLinks,
    private readonly advertiser: AdvertiserIdentity,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ job, attempt, lastAttempt }: SendCampaignEmailCommand): Promise<void> {
    const now = this.clock.now();
    if (Date.parse(job.dueAt) - now.getTime() > EARLY_TOLERANCE_MS) return this.steps.postpone(job, job.dueAt);
    const key = keyOf(job);
    const seen = await this.stateOf(key);
    // Dealt with already (a job delivered again): only make sure the person's next step is scheduled.
    if (isOutcome(seen)) return this.followUp(job, seen);
    // An unfinished claim: the claim below records it as unconfirmed, and nothing is sent.
    const verdict = seen.status === 'sending' ? null : await this.check(job, now);
    if (verdict && !verdict.send) return this.skip(job, verdict.reason);
    // Everything that can fail for reasons of ours happens before the claim, so a claim is only lost to a crash.
    const message = verdict ? await this.message(job, verdict) : null;
    if (verdict) {
      const freeAt = await this.mailbox.takeSlot(job.userId, toCampaignEmailStreamId(key), now);
      if (freeAt !== null) return this.steps.postpone(job, freeAt);
    }
    const claimed = await this.decide({ type: 'ClaimCampaignEmail', data: { ...key, attempt, seen: seen.status, at: now.toISOString() } });
    if (claimed.status === 'sending' && message) return this.send(job, message, attempt, lastAttempt);
    await this.followUp(job, claimed);
  }

  private async send(job: CampaignEmailJob, message: MailMessage, attempt: number, lastAttempt: boolean): Promise<void> {
    const key = keyOf(job);
    let messageId: string;
    try {
      ({ messageId } = await this.mailer.send(message));
    } catch (error) {
      if (error instanceof MailRejected) {
        await this.decide({ type: 'FailCampaignEmail', data: { ...key, reason: 'refused', at: this.now() } });
        return;
      }
      if (lastAttempt) {
        const failed = await this.decide({ type: 'FailCampaignEmail', data: { ...key, reason: 'gave_up', at: this.now() } });
        return this.followUp(job, failed);
      }
      // The server never took it: the next attempt may claim and send again.
      await this.decide({ type: 'RecordCampaignEmailAttemptFailed', data: { ...key, attempt, error: String(error instanceof Error ? error.message : error), at: this.now() } });
      throw error;
    }
    // Taken by the server: if recording this fails, the next run finds the claim unfinished and sends nothing.
    const sent = await this.decide({ type: 'RecordCampaignEmailSent', data: { ...key, messageId, at: this.now() } });
    await this.followUp(job, sent);
  }

  /** Everything that must still hold when the step falls due, in the order the reasons are told. */
  private async check(job: CampaignEmailJob, now: Date): Promise<Verdict> {
    const [scenario, campaign] = await Promise.all([this.scenarios.scenarioRow(job.scenarioId), this.scenarios.campaignRow(job.campaignId)]);
    if (!scenario || scenario.status !== 'active' || !scenario.isActive) return { send: false, reason: 'scenario_stopped' };
    if (!campaign || campaign.status !== 'active' || campaign.scenarioId !== job.scenarioId) return { send: false, reason: 'campaign_stopped' };
    if (!(await this.readModels.caughtUpWith(job.run.position, READ_MODELS_WAIT_MS))) {
      throw new Error(`Marketing read models are behind the trigger of ${toCampaignEmailStreamId(keyOf(job))}; retrying`);
    }
    const [person, inAudience] = await Promise.all([this.audience.recipient(job.userId), this.audience.includes(campaign.audience, job.userId)]);
    if (!person) return { send: false, reason: 'not_mailable' };
    if (person.unsubscribed) return { send: false, reason: 'unsubscribed' };
    // Decree 91/2020: advertising email only to people who asked for it (identity's opt-in).
    if (person.marketingOptIn !== true) return { send: false, reason: 'not_opted_in' };
    if (!person.emailVerified || person.disabled) return { send: false, reason: 'not_mailable' };
    if (!inAudience) return { send: false, reason: 'not_in_audience' };
    const values = await this.triggerValues(scenario, job, now);
    if (values === null) return { send: false, reason: 'trigger_ended' };
    const contact = await this.contacts.open(person.sealed);
    if (!contact) return { send: false, reason: 'no_address' };
    return { send: true, scenario, campaign, contact, values: { ...values, name: contact.name, email: contact.email } };
  }

  /** The trigger's values for the template; null when a delayed trigger no longer holds. */
  private async triggerValues(scenario: ScenarioRow, job: CampaignEmailJob, now: Date): Promise<TemplateValues | null> {
    const { courseId, courseTitle, orderId, orderCode, lotId } = job.run.values;
    const site = this.config.PUBLIC_WEB_URL.replace(/\/+$/, '');
    const course = courseId ? await this.conditions.course(courseId) : null;
    const values: TemplateValues = {
      siteUrl: site,
      courseTitle: courseTitle ?? course?.title,
      courseUrl: course ? `${site}/courses/${course.slug}` : courseId ? `${site}/my-courses` : undefined,
      orderCode,
    };
    switch (scenario.trigger.type) {
      case 'cart_unpaid':
        return orderId && (await this.conditions.cartStillUnpaid(orderId)) ? values : null;
      case 'course_not_started':
        return courseId && (await this.conditions.courseStillNotStarted(job.userId, courseId)) ? values : null;
      case 'bonus_expiring': {
        const lot = lotId ? await this.conditions.bonusStillHeld(lotId, now) : null;
        return lot ? { ...values, bonusAmount: vnd.format(lot.left), bonusExpiresAt: vnDate.format(new Date(lot.expiresAt)) } : null;
      }
      default:
        return values;
    }
  }

  private async message(job: CampaignEmailJob, { campaign, contact, values }: Extract<Verdict, { send: true }>): Promise<MailMessage> {
    const template = await this.templates.content(campaign.templateId);
    if (!template) throw new Error(`Template ${campaign.templateId} of campaign ${campaign.id} is not in the read model`);
    return campaignEmail({
      key: messageKeyOf(keyOf(job)),
      to: contact,
      rendered: renderTemplate(template, values),
      advertiser: await this.advertiser.forEmail(values.siteUrl ?? ''),
      unsubscribeUrl: this.links.urlFor(job.userId, campaign.id),
      unsubscribeMailto: this.links.mailto,
      openPixelUrl: this.opens.urlFor(keyOf(job)),
    });
  }

  private async skip(job: CampaignEmailJob, reason: CampaignEmailSkipReason): Promise<void> {
    const skipped = await this.decide({ type: 'SkipCampaignEmail', data: { ...keyOf(job), reason, at: this.now() } });
    await this.followUp(job, skipped);
  }

  /** After an outcome: the next step, unless the outcome ends the person's run (unsubscribed, a refused address, …). */
  private async followUp(job: CampaignEmailJob, state: CampaignEmailState): Promise<void> {
    if (!isOutcome(state)) return;
    const goesOn = state.status === 'sent' || (state.status === 'skipped' && GOES_ON_AFTER.has(state.reason)) || (state.status === 'failed' && state.reason !== 'refused');
    if (goesOn) await this.steps.scheduleNext(job, state.at);
  }

  private async stateOf(key: CampaignEmailKey): Promise<CampaignEmailState> {
    const history = await this.events.readStream(toCampaignEmailStreamId(key));
    return foldEvents(campaignEmailDecider, history.map((event) => ({ type: event.type, data: event.data }) as unknown as CampaignEmailEvent));
  }

  /** One decision on the email's stream, no read-your-writes wait (no screen waits for a worker). */
  private async decide(command: CampaignEmailCommand): Promise<CampaignEmailState> {
    const { state } = await this.commands.execute(new Decide(campaignEmailDecider, command, { at: this.clock.now() }));
    return state as CampaignEmailState;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}

const keyOf = ({ scenarioId, campaignId, userId, run }: CampaignEmailJob): CampaignEmailKey => ({ scenarioId, campaignId, userId, runKey: run.key });

/** The mail's key (its Message-ID): stable per email, in the characters a Message-ID allows. */
const messageKeyOf = (key: CampaignEmailKey) => `mkt.${createHash('sha256').update(toCampaignEmailStreamId(key)).digest('hex').slice(0, 40)}`;
