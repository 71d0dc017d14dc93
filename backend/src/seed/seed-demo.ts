import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { getAuth } from 'firebase-admin/auth';
import { AppModule } from '../app.module';
import { RegisterUserAccountCommand } from '../modules/identity';
import { createFirebaseAdminApp } from '../platform/auth/firebase-token-verifier';
import { CommandSender } from '../platform/commands/command-sender';
import { loadConfig } from '../platform/config/app-config';
import { createLogger } from '../platform/logging/logger';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Creates the demo accounts in Firebase Auth and in our identity data; safe to run again. */
async function main(): Promise<void> {
  const config = { ...loadConfig(), RUN_PROJECTIONS: false, RUN_WORKERS: false };
  const logger = createLogger(config.LOG_LEVEL, 'seed');
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, logger), { logger: false });
  const auth = getAuth(createFirebaseAdminApp({ projectId: config.FIREBASE_PROJECT_ID, emulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST }, 'seed'));
  const commands = app.get(CommandSender);
  for (const account of DEMO_ACCOUNTS) {
    const existing = await auth.getUserByEmail(account.email).catch(() => null);
    const user =
      existing ??
      (await auth.createUser({ email: account.email, password: account.password, displayName: account.name, emailVerified: true }));
    await commands.send(
      new RegisterUserAccountCommand({
        uid: user.uid,
        role: account.role,
        personal: { name: account.name, email: account.email, phoneNumber: account.phoneNumber, age: null, avatarUrl: null },
        emailVerified: true,
        source: 'seed',
        registeredBy: null,
        registeredAt: new Date(),
      }),
    );
  }
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
