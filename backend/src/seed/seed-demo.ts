import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { getAuth } from 'firebase-admin/auth';
import { AppModule } from '../app.module';
import { createFirebaseAdminApp } from '../platform/auth/firebase-token-verifier';
import { loadConfig } from '../platform/config/app-config';
import { createLogger } from '../platform/logging/logger';
import { seedDemoAccounts } from './demo-account-seeding';
import { seedDemoCatalogue } from './demo-catalogue-seeding';
import { seedDemoHomepage } from './demo-homepage-seeding';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoReviews } from './demo-review-seeding';
import { seedDemoSiteSettings } from './demo-site-settings';
import { DEMO_LEARNERS } from './demo-reviews';

/** `npm start`'s demo accounts, in Firebase Auth (the emulator) and in our identity data, then the demo catalogue, reviews, home page people and the academy's contact and company data. */
async function main(): Promise<void> {
  const config = { ...loadConfig(), RUN_PROJECTIONS: false, RUN_WORKERS: false };
  const logger = createLogger(config.LOG_LEVEL, 'seed');
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, logger), { logger: false });
  const auth = getAuth(createFirebaseAdminApp({ projectId: config.FIREBASE_PROJECT_ID, emulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST }, 'seed'));
  const seeded = await seedDemoAccounts(app, auth, [...DEMO_ACCOUNTS, ...DEMO_LEARNERS]);
  const uidOf = (role: string) => seeded.find(({ account }) => account.role === role)?.uid ?? '';
  await seedDemoCatalogue(app, { adminId: uidOf('admin'), instructorId: uidOf('instructor') });
  const learnerIds = new Map(seeded.filter(({ account }) => DEMO_LEARNERS.includes(account)).map(({ account, uid }) => [account.email, uid]));
  await seedDemoReviews(app, { adminId: uidOf('admin'), learnerIds });
  await seedDemoSiteSettings(app, uidOf('admin'));
  await seedDemoHomepage(app, uidOf('admin'));
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
