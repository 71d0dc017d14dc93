import { Inject, Injectable } from '@nestjs/common';
import express, { Request, Response, Router } from 'express';
import type { Logger } from 'pino';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { APP_CONFIG, AppConfig } from '../../../../platform/config/app-config';
import { LOGGER } from '../../../../platform/logging/logger';
import { subscriptionDecider } from '../../domain/subscription/subscription.decider';
import { AudienceQuery } from '../../read-models/audience/audience.query';
import { AdvertiserIdentity } from '../advertiser-identity';
import { UnsubscribeLinks } from '../unsubscribe-links';
import { alreadyPage, confirmPage, donePage, invalidPage, PageContext, unavailablePage } from './unsubscribe.pages';

/**
 * `GET /api/marketing/unsubscribe?token=…` shows a confirmation; `POST` (the page's button, or a
 * mail client's one-click request, RFC 8058: `List-Unsubscribe=One-Click`, form-encoded) records it.
 * An Express router beside the endpoint catalogue because one-click posts a form, which the API's
 * JSON-only body rule refuses; the token authenticates it, so no sign-in and no rate limit (mail
 * providers post from a few addresses). A bad token: 400 in Vietnamese, nothing recorded.
 */
@Injectable()
export class UnsubscribeRouter {
  constructor(
    private readonly commands: CommandSender,
    private readonly audience: AudienceQuery,
    private readonly links: UnsubscribeLinks,
    private readonly advertiser: AdvertiserIdentity,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  router(): Router {
    const router = express.Router();
    router.get('/', (request, response) => this.answer(response, () => this.show(request, response)));
    router.post('/', (request, response) => this.answer(response, () => this.unsubscribe(request, response)));
    router.all('/', (_request, response) => {
      response.set('Allow', 'GET, HEAD, POST');
      this.html(response, 405, invalidPage(pageContext(this.advertiser.configured(this.config.PUBLIC_WEB_URL))));
    });
    return router;
  }

  private async show(request: Request, response: Response): Promise<void> {
    const userId = this.links.userIdOf(request.query.token);
    if (!userId) return this.html(response, 400, invalidPage(await this.context()));
    const person = await this.audience.recipient(userId);
    if (person?.unsubscribed) return this.html(response, 200, alreadyPage(await this.context()));
    // The form posts back to this very address (token and campaign in its query).
    this.html(response, 200, confirmPage(await this.context(), request.originalUrl));
  }

  private async unsubscribe(request: Request, response: Response): Promise<void> {
    const userId = this.links.userIdOf(request.query.token);
    if (!userId) return this.html(response, 400, invalidPage(await this.context()));
    const at = this.clock.now();
    const campaignId = this.links.campaignIdOf(request.query.c);
    await this.commands.decide(subscriptionDecider, { type: 'Unsubscribe', data: { userId, via: 'link', campaignId, at: at.toISOString() } }, { at });
    this.html(response, 200, donePage(await this.context(), at));
  }

  /** A store that fails is a 503 the person can retry, never a stack trace. */
  private async answer(response: Response, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.error({ err: error }, 'Unsubscribe link failed');
      if (!response.headersSent) this.html(response, 503, unavailablePage(pageContext(this.advertiser.configured(this.config.PUBLIC_WEB_URL))));
    }
  }

  private html(response: Response, status: number, body: string): void {
    response.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).send(body);
  }

  /** The sender the emails name (the academy profile saved in /admin/settings/site), so the page and the mail agree. */
  private async context(): Promise<PageContext> {
    return pageContext(await this.advertiser.forEmail(this.config.PUBLIC_WEB_URL));
  }
}

/** The page names the advertiser as its emails do. */
const pageContext = ({ name, hotline, siteUrl }: { name: string; hotline: string; siteUrl: string }): PageContext => ({ sender: name, hotline, siteUrl });
