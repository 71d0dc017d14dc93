import { DynamicModule, Global, Inject, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import Redis from 'ioredis';
import type { Logger } from 'pino';
import { AccessGuard } from './auth/access.guard';
import { createFirebaseAdminApp, FirebaseTokenVerifier } from './auth/firebase-token-verifier';
import { ACCESS_DATA_HEALTH, TOKEN_VERIFIER } from './auth/principal';
import { CLOCK, Clock, systemClock } from './clock/clock';
import { CommandSender } from './commands/command-sender';
import { DecideHandler } from './commands/decide';
import { APP_CONFIG, AppConfig, personalDataMasterKey } from './config/app-config';
import { createEventStore } from './event-store/create-event-store';
import { EVENT_STORE, EventStore } from './event-store/event-store.port';
import { createFileStore, fileStoreConfig } from './files/create-file-store';
import { FILE_STORE } from './files/files.port';
import { FileUsers } from './files/file-users';
import { createMailer, smtpSettings } from './mail/create-mailer';
import { MAILER } from './mail/mailer.port';
import { ErrorFilter } from './http/error.filter';
import { FailedJobsController } from './http/failed-jobs.controller';
import { HealthCheck } from './http/health-check';
import { IdempotencyStore } from './http/idempotency-store';
import { PlatformController } from './http/platform.controller';
import { ProjectionsController } from './http/projections.controller';
import { RateLimiter } from './http/rate-limiter';
import { LOGGER } from './logging/logger';
import { checkManifests, ModuleManifest } from './manifest/module-manifest';
import { StalledProjectionsAccessDataHealth } from './projections/access-data-health';
import { CheckpointStore } from './projections/checkpoint-store';
import { PROJECTIONS } from './projections/projection';
import { PersonalDataVault } from './personal-data/personal-data-vault';
import { Leadership } from './projections/leadership';
import { ProjectionControl } from './projections/projection-control';
import { ProjectionRunner } from './projections/projection-runner';
import { projectionTools } from './projections/projection-tools';
import { ReadYourWrites } from './projections/read-your-writes';
import { FreshReadCache } from './projections/fresh-read-cache';
import { ReadModelVersions } from './projections/read-model-versions';
import { StallRegistry } from './projections/stall-registry';
import { REDIS } from './queues/redis.token';
import { ReactionRegistry } from './reactions/reaction-registry';
import { ReactionRunner } from './reactions/reaction-runner';
import { createReadStore } from './read-store/create-read-store';
import { READ_STORE, ReadStore } from './read-store/read-store.port';

export interface PlatformOptions {
  config: AppConfig;
  logger: Logger;
  /** Every business module's manifest: its projections, reactions and jobs. */
  manifests: readonly ModuleManifest[];
  /** The time modules read; tests pass a `TestClock`. */
  clock?: Clock;
}

/**
 * Wires the ports to the adapters the configuration selects, and starts and stops the background
 * parts (projections, then cross-module reactions) with the application.
 */
@Global()
@Module({})
export class PlatformModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ProjectionRunner) private readonly runner: ProjectionRunner,
    @Inject(ReactionRunner) private readonly reactions: ReactionRunner,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(TOKEN_VERIFIER) private readonly tokens: FirebaseTokenVerifier,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Only one process of a deployment runs the projections and reactions; the others stand by. */
  private leadership: Leadership | null = null;

  static forRoot({ config, logger, manifests, clock = systemClock }: PlatformOptions): DynamicModule {
    checkManifests(manifests);
    const projections = manifests.flatMap((manifest) => manifest.projections);
    const reactions = manifests.flatMap((manifest) => manifest.reactions);
    return {
      module: PlatformModule,
      imports: [CqrsModule.forRoot()],
      controllers: [PlatformController, FailedJobsController, ProjectionsController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: CLOCK, useValue: clock },
        { provide: PROJECTIONS, useValue: projections },
        {
          provide: EVENT_STORE,
          useFactory: () =>
            createEventStore({ adapter: config.EVENT_STORE, postgresUrl: config.DATABASE_URL, eventStoreDbUrl: config.EVENTSTORE_URL }),
        },
        {
          provide: READ_STORE,
          useFactory: () =>
            createReadStore({ adapter: config.READ_STORE, postgresUrl: config.DATABASE_URL, mongoUrl: config.MONGO_URL, mongoDb: config.MONGO_DB }),
        },
        { provide: FILE_STORE, useFactory: () => createFileStore(fileStoreConfig(config)) },
        // The storage browser's "in use" answers, which modules register into.
        FileUsers,
        // SMTP: a relay in production, the local mail catcher by default; the pool closes with the app.
        { provide: MAILER, useFactory: () => createMailer(smtpSettings(config)) },
        { provide: REDIS, useFactory: () => new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) },
        {
          provide: TOKEN_VERIFIER,
          useFactory: () =>
            new FirebaseTokenVerifier(
              createFirebaseAdminApp({ projectId: config.FIREBASE_PROJECT_ID, emulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST }),
            ),
        },
        {
          provide: PersonalDataVault,
          inject: [READ_STORE],
          useFactory: (reads: ReadStore) => new PersonalDataVault(reads, personalDataMasterKey(config)),
        },
        {
          provide: ProjectionRunner,
          inject: [EVENT_STORE, READ_STORE, PersonalDataVault],
          useFactory: (events: EventStore, reads: ReadStore, vault: PersonalDataVault) =>
            new ProjectionRunner(events, reads, projections, logger, projectionTools(vault)),
        },
        {
          provide: ReadYourWrites,
          inject: [READ_STORE, ProjectionRunner],
          useFactory: (reads: ReadStore, runner: ProjectionRunner) =>
            new ReadYourWrites(projections, new CheckpointStore(reads), config.READ_YOUR_WRITES_TIMEOUT_MS, config.RUN_PROJECTIONS ? runner : null),
        },
        {
          provide: FreshReadCache,
          inject: [READ_STORE, ProjectionRunner],
          useFactory: (reads: ReadStore, runner: ProjectionRunner) =>
            new FreshReadCache(projections, new ReadModelVersions(reads, config.RUN_PROJECTIONS ? runner : null)),
        },
        {
          provide: ReactionRegistry,
          inject: [CommandBus],
          useFactory: (commands: CommandBus) => {
            const registry = new ReactionRegistry();
            registry.register(...reactions.map((reaction) => reaction.bind({ commands, clock })));
            return registry;
          },
        },
        {
          provide: ReactionRunner,
          inject: [EVENT_STORE, READ_STORE, ReactionRegistry],
          useFactory: (events: EventStore, reads: ReadStore, registry: ReactionRegistry) => new ReactionRunner(events, reads, registry, logger),
        },
        { provide: StallRegistry, inject: [READ_STORE], useFactory: (reads: ReadStore) => new StallRegistry(reads) },
        {
          provide: ACCESS_DATA_HEALTH,
          inject: [StallRegistry],
          useFactory: (stalls: StallRegistry) => new StalledProjectionsAccessDataHealth(stalls, projections),
        },
        {
          provide: ProjectionControl,
          inject: [EVENT_STORE, READ_STORE, ReactionRegistry],
          useFactory: (events: EventStore, reads: ReadStore, registry: ReactionRegistry) =>
            new ProjectionControl(events, reads, projections, () => registry.names()),
        },
        CommandSender,
        DecideHandler,
        HealthCheck,
        RateLimiter,
        IdempotencyStore,
        // The write rate limit and idempotency keys are attached by `@ApiEndpoint` to the endpoints
        // they serve (method guards run after this one, so the limit counts per verified user).
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
      ],
      exports: [APP_CONFIG, LOGGER, CLOCK, EVENT_STORE, READ_STORE, FILE_STORE, FileUsers, MAILER, REDIS, TOKEN_VERIFIER, PersonalDataVault, ProjectionRunner, ReadYourWrites, FreshReadCache, ReactionRegistry, ReactionRunner, StallRegistry, ProjectionControl, CommandSender, RateLimiter, IdempotencyStore, CqrsModule],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.RUN_PROJECTIONS) return;
    const background = {
      // Reactions after the projections: the events they record find the projections running.
      start: async () => {
        await this.runner.start();
        await this.reactions.start();
      },
      // Reactions first: the events they record last are still projected until the runner stops.
      stop: async () => {
        await this.reactions.stop();
        await this.runner.stop();
      },
    };
    this.leadership = new Leadership(this.redis, `${this.config.QUEUE_PREFIX}:lead:projections`, background, this.logger);
    await this.leadership.join();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.leadership?.leave();
    await Promise.all([this.events.close(), this.reads.close(), this.tokens.close()]);
    this.redis.disconnect();
  }
}
