import type { INestApplicationContext } from '@nestjs/common';
import type { Auth } from 'firebase-admin/auth';
import { RegisterUserAccountCommand } from '../modules/identity';
import { DeleteUserController } from '../modules/identity/commands/delete-user/delete-user.http';
import { UserProfileQuery } from '../modules/identity/read-models/user-profile/user-profile.query';
import type { Principal } from '../platform/auth/principal';
import { CommandSender } from '../platform/commands/command-sender';
import type { DEMO_ACCOUNTS } from './demo-accounts';

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/**
 * Creates each demo account in Firebase Auth (unless there) and in our identity data; safe to run
 * again. An emulator that lost its accounts while the database kept the profiles gives the same
 * email a new uid: the profile left under the old uid is then deleted as an admin deletes a user
 * (read models, personal data key, Firebase), so no demo account is ever counted twice.
 */
export async function seedDemoAccounts(app: INestApplicationContext, auth: Auth, accounts: readonly DemoAccount[]): Promise<void> {
  const seeded: Array<{ account: DemoAccount; uid: string }> = [];
  for (const account of accounts) seeded.push({ account, uid: await ensureAccount(app, auth, account) });
  const admin = seeded.find((s) => s.account.role === 'admin');
  if (!admin) throw new Error('The demo accounts need an admin: the seed deletes orphan profiles as that admin.');
  const actor: Principal = { uid: admin.uid, email: admin.account.email, emailVerified: true, role: 'admin', disabled: false };
  for (const { account, uid } of seeded) {
    for (const orphan of await orphanProfiles(app, account.email, uid)) await app.get(DeleteUserController).delete(orphan, actor);
  }
}

async function ensureAccount(app: INestApplicationContext, auth: Auth, account: DemoAccount): Promise<string> {
  const existing = await auth.getUserByEmail(account.email).catch(() => null);
  const user =
    existing ?? (await auth.createUser({ email: account.email, password: account.password, displayName: account.name, emailVerified: true }));
  await app.get(CommandSender).send(
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
  return user.uid;
}

/** Profiles with this email under another uid than the Firebase account that now holds it. */
async function orphanProfiles(app: INestApplicationContext, email: string, uid: string): Promise<string[]> {
  const { items } = await app.get(UserProfileQuery).rows.find({ filter: { email }, limit: 100 });
  return items.map((row) => row.id).filter((id) => id !== uid);
}
