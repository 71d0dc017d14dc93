import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import { buildOpenApiDocument, endpoints, ResponseOf } from '@academy/contracts';
import type { Response } from 'express';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ApiEndpoint, PublicRoute } from './api-endpoint.decorator';
import { HealthCheck } from './health-check';

const SWAGGER_PAGE = `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><title>API – Học viện Marketing Thực Chiến</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

/** The platform's own routes: health, runtime config for the web app, API documentation. */
@Controller()
export class PlatformController {
  private readonly openApi = buildOpenApiDocument();

  constructor(
    private readonly health: HealthCheck,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiEndpoint(endpoints.health)
  async checkHealth(@Res({ passthrough: true }) response: Response): Promise<ResponseOf<'health'>> {
    const report = await this.health.report();
    if (report.status !== 'ok') response.status(503);
    return report;
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

  @Get('docs/openapi.json')
  @PublicRoute()
  openApiDocument() {
    return this.openApi;
  }

  @Get('docs')
  @PublicRoute()
  @Header('Content-Type', 'text/html; charset=utf-8')
  docsPage() {
    return SWAGGER_PAGE;
  }

  @Get('docs/init.js')
  @PublicRoute()
  @Header('Content-Type', 'application/javascript; charset=utf-8')
  docsInit() {
    return "window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui' });";
  }
}
