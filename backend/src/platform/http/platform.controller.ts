import { Controller, Inject, Res } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import type { Response } from 'express';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ApiEndpoint } from './api-endpoint.decorator';
import { HealthCheck } from './health-check';

/** The platform's own routes: health (public and for admins), runtime config for the web app. */
@Controller()
export class PlatformController {
  constructor(
    private readonly health: HealthCheck,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Up or down for monitors and load balancers; which dependency failed, and why, is for admins. */
  @ApiEndpoint(endpoints.health)
  async checkHealth(@Res({ passthrough: true }) response: Response): Promise<ResponseOf<'health'>> {
    const { status } = await this.health.report();
    if (status !== 'ok') response.status(503);
    return { status };
  }

  @ApiEndpoint(endpoints.adminHealth)
  healthReport(): Promise<ResponseOf<'adminHealth'>> {
    return this.health.report();
  }

  @ApiEndpoint(endpoints.publicConfig)
  publicConfig(): ResponseOf<'publicConfig'> {
    const emulator = this.config.FIREBASE_AUTH_EMULATOR_HOST;
    return {
      firebase: {
        apiKey: this.config.FIREBASE_API_KEY,
        authDomain: this.config.FIREBASE_AUTH_DOMAIN,
        projectId: this.config.FIREBASE_PROJECT_ID,
        authEmulatorUrl: emulator ? `http://${emulator}` : null,
      },
    };
  }
}
