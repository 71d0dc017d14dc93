import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import helmet from 'helmet';
import { existsSync } from 'fs';
import { join } from 'path';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import type { AppConfig } from './platform/config/app-config';
import { requestLogging } from './platform/http/request-logging.middleware';

/** Builds the HTTP application: security headers, request ids and logs, `/api` routes, the web app. */
export async function createApp(config: AppConfig, logger: Logger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), { logger: false, bodyParser: false });
  if (config.TRUST_PROXY) app.set('trust proxy', true);
  app.disable('x-powered-by');
  app.use(helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } }));
  app.use(requestLogging(logger));
  app.use('/api', express.json({ limit: '100kb' }));
  app.use('/api/docs/assets', express.static(swaggerUiAssets(), { immutable: true, maxAge: '1d' }));
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  if (config.WEB_DIST) serveWebApp(app, config.WEB_DIST);
  return app;
}

function swaggerUiAssets(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('swagger-ui-dist') as { getAbsoluteFSPath(): string }).getAbsoluteFSPath();
}

/** The built React app, with every non-API path answered by index.html (client-side routing). */
function serveWebApp(app: NestExpressApplication, dist: string): void {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`WEB_DIST=${dist} has no index.html; run npm run build -w frontend`);
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) => {
    if (request.method !== 'GET' || request.path.startsWith('/api')) return next();
    response.sendFile(join(dist, 'index.html'));
  });
}

function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const emulator = config.FIREBASE_AUTH_EMULATOR_HOST ? [`http://${config.FIREBASE_AUTH_EMULATOR_HOST}`] : [];
  return {
    defaultSrc: ["'self'"],
    connectSrc: ["'self'", 'https://*.googleapis.com', ...emulator],
    frameSrc: ["'self'", 'https://*.firebaseapp.com', 'https://www.youtube-nocookie.com', 'https://www.youtube.com', ...emulator],
    imgSrc: ["'self'", 'data:', 'https:'],
    scriptSrc: ["'self'", 'https://apis.google.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
  };
}
