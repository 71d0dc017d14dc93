import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import express, { Request, Response, Router } from 'express';
import type { Logger } from 'pino';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { Decide } from '../../../../platform/commands/decide';
import { LOGGER } from '../../../../platform/logging/logger';
import { campaignEmailDecider, type CampaignEmailCommand } from '../../domain/campaign-email/campaign-email.decider';
import { OpenPixelLinks } from '../open-pixel-links';

/** The smallest transparent GIF: 1×1, one transparent colour (43 bytes). */
export const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * `GET /api/marketing/opens/{token}`: the open-tracking image of a marketing email. Whatever the
 * token, the answer is the same transparent GIF, never cached (each open asks again), so the answer
 * tells nobody whether a token was good, and a mail client never shows a broken image. A good token
 * records the email as opened (once per email: the decider answers a repeat with no event). An
 * Express router beside the endpoint catalogue, as the unsubscribe link is: its answer is an image
 * for every input, where the catalogue answers bad input with a JSON 400. No sign-in (the token
 * authenticates) and no read-your-writes wait (no screen waits for a mail client).
 */
@Injectable()
export class RecordEmailOpenRouter {
  constructor(
    private readonly commands: CommandBus,
    private readonly links: OpenPixelLinks,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  router(): Router {
    const router = express.Router();
    // The token is read from the raw path, never decoded: a malformed escape is just a bad token, not an error page.
    router.get(/.*/, (request, response) => void this.open(request, response));
    router.all(/.*/, (_request, response) => {
      response.set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).status(405).end();
    });
    return router;
  }

  private async open(request: Request, response: Response): Promise<void> {
    const email = this.links.emailOf(request.path.slice(1));
    if (email && request.method === 'GET') {
      const at = this.clock.now();
      const command: CampaignEmailCommand = { type: 'RecordCampaignEmailOpened', data: { ...email, at: at.toISOString() } };
      try {
        await this.commands.execute(new Decide(campaignEmailDecider, command, { at }));
      } catch (error) {
        // A store that fails loses this open (the next fetch may count it); the reader still gets the image.
        this.logger.warn({ err: error }, 'Recording a marketing email open failed');
      }
    }
    this.gif(response);
  }

  private gif(response: Response): void {
    response
      .status(200)
      .set({
        'Content-Type': 'image/gif',
        'Content-Length': String(TRANSPARENT_GIF.length),
        'Cache-Control': 'no-store, max-age=0',
        Pragma: 'no-cache',
        // Webmail shows it from its own origin: helmet's same-origin default would block the image.
        'Cross-Origin-Resource-Policy': 'cross-origin',
      })
      .end(TRANSPARENT_GIF);
  }
}
