import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { endpoints } from '@academy/contracts';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { CatalogueWebPages, MEDIA_STREAM_PATH, MediaPlaybackLinks, mediaStream } from './modules/catalogue';
import { OPEN_PIXEL_PATH, RecordEmailOpenRouter, UNSUBSCRIBE_PATH, UnsubscribeRouter } from './modules/marketing';
import type { Clock } from './platform/clock/clock';
import type { AppConfig } from './platform/config/app-config';
import { ProjectionRunner } from './platform/projections/projection-runner';
import { FILE_STORE } from './platform/files/files.port';
import { publicFiles } from './platform/files/public-files.router';
import { apiDocs } from './platform/http/api-docs.router';
import { ApiRouteTable } from './platform/http/api-route-table';
import { apiRequests } from './platform/http/api-requests.middleware';
import { answerClientErrors } from './platform/http/client-error.handler';
import { PreparedJsonExpressAdapter } from './platform/http/prepared-json';
import { requestLogging } from './platform/http/request-logging.middleware';
import { requestTurns } from './platform/http/request-turns.middleware';
import { securityHeadersByPath } from './platform/http/security-headers';
import { serveWebApp } from './platform/http/web-app';

/** Builds the HTTP application: security headers, request ids and logs, `/api` routes, the web app. */
export async function createApp(config: AppConfig, logger: Logger, clock?: Clock): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger, clock), new PreparedJsonExpressAdapter(), {
    logger: false,
    bodyParser: false,
  });
  if (config.TRUST_PROXY) app.set('trust proxy', true);
  app.disable('x-powered-by');
  const projections = app.get(ProjectionRunner);
  app.use(requestTurns(config.HTTP_REQUESTS_PER_TURN, () => projections.isCatchingUp));
  app.use(securityHeadersByPath({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } }));
  app.use(requestLogging(logger));
  app.use('/files', publicFiles(app.get(FILE_STORE), logger));
  app.use(MEDIA_STREAM_PATH, mediaStream(app.get(MediaPlaybackLinks), app.get(FILE_STORE), logger));
  // Marketing emails' unsubscribe link: mail clients post its one-click form, which `/api`'s JSON rule would refuse.
  app.use(UNSUBSCRIBE_PATH, app.get(UnsubscribeRouter).router());
  // Their open-tracking image: a GIF for every token, good or not, where `/api` would answer a JSON 400.
  app.use(OPEN_PIXEL_PATH, app.get(RecordEmailOpenRouter).router());
  if (config.API_DOCS_ENABLED) app.use('/api/docs', apiDocs());
  // The route is settled before the body is read: an unknown path or a wrong method is refused
  // whatever the request carries, and only bodies for real endpoints are inflated and parsed.
  const routes = new ApiRouteTable(Object.values(endpoints));
  app.use('/api', apiRequests(routes));
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  answerClientErrors(app.getHttpServer());
  if (config.WEB_DIST) serveWebApp(app, config.WEB_DIST, { sourceMapsPublic: config.SOURCE_MAPS_PUBLIC, pages: app.get(CatalogueWebPages), logger });
  return app;
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
