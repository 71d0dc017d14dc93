import { DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { ContactModule, contactProjections } from './modules/contact';
import { IdentityModule, identityProjections } from './modules/identity';
import { NotificationsModule, notificationsProjections } from './modules/notifications';
import type { AppConfig } from './platform/config/app-config';
import { PlatformModule } from './platform/platform.module';
import { QueuesModule } from './platform/queues';

/** Every projection of every module: the runner builds these read models. */
export const allProjections = [...identityProjections, ...contactProjections, ...notificationsProjections];

/** The composition root: the platform plus each business module. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ config, logger, projections: allProjections }),
        QueuesModule.forRoot({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX, runWorkers: config.RUN_WORKERS }),
        IdentityModule,
        ContactModule,
        NotificationsModule,
      ],
    };
  }
}
