import { DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { affiliateManifest } from './modules/affiliate';
import { catalogueManifest } from './modules/catalogue';
import { commerceManifest } from './modules/commerce';
import { contactManifest } from './modules/contact';
import { identityManifest } from './modules/identity';
import { learningManifest } from './modules/learning';
import { marketingManifest } from './modules/marketing';
import { notificationsManifest } from './modules/notifications';
import { reportsManifest } from './modules/reports';
import { siteContentManifest } from './modules/site-content';
import { walletManifest } from './modules/wallet';
import type { Clock } from './platform/clock/clock';
import type { AppConfig } from './platform/config/app-config';
import { PlatformModule } from './platform/platform.module';
import { QueuesModule } from './platform/queues';

/** Every business module: a new module adds its manifest here and nothing else. */
export const manifests = [identityManifest, contactManifest, notificationsManifest, catalogueManifest, commerceManifest, learningManifest, walletManifest, affiliateManifest, siteContentManifest, marketingManifest, reportsManifest];

/** Every projection of every module: the runner builds these read models. */
export const allProjections = manifests.flatMap((manifest) => manifest.projections);

/** The composition root: the platform plus each business module. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ config, logger, manifests, clock }),
        QueuesModule.forRoot({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX, runWorkers: config.RUN_WORKERS }),
        ...manifests.map((manifest) => manifest.module),
      ],
    };
  }
}
