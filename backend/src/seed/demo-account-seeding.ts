import type { INestApplicationContext } from '@nestjs/common';
import type { Auth } from 'firebase-admin/auth';
import { PRIVACY_VERSION, TERMS_VERSION } from '@academy/contracts';
import { UserAccountRegistrar } from '../modules/identity';
import { userAccountDecider } from '../modules/identity/domain/user-account/user-account.decider';
import { UserProfileQuery } from '../modules/identity/read-models/user-profile/user-profile.query';
import { CommandSender } from '../platform/commands/command-sender';
import type { DEMO_ACCOUNTS } from './demo-accounts';

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/**
 * Creates each demo account in Firebase Auth (unless there) and in our identity data; safe to run
 * again. An emulator that lost its accounts while the database kept the profiles gives the same
 * email a new uid: the profile left under the old uid is then deleted as an admin deletes a user
 * (read models, personal data key, Firebase), so no demo account is ever counted twice. Answers
 * each account's uid.
 */
export async function seedDemoAccounts(app: INestApplicationContext, auth: Auth, accounts: readonly DemoAccount[]): Promise<Array<{ account: DemoAccount; uid: string }>> {
  const seeded: Array<{ account: DemoAccount; uid: string }> = [];
  for (const account of accounts) seeded.push({ account, uid: await ensureAccount(app, auth, account) });
  const admin = seeded.find((s) => s.account.role === 'admin');
  if (!admin) throw new Error('The demo accounts need an admin: the seed deletes orphan profiles as that admin.');
  for (const { account, uid } of seeded) {
    for (const orphan of await orphanProfiles(app, account.email, uid)) await deleteOrphan(app, orphan, admin.uid);
  }
  return seeded;
}

async function ensureAccount(app: INestApplicationContext, auth: Auth, account: DemoAccount): Promise<string> {
  const existing = await auth.getUserByEmail(account.email).catch(() => null);
  const user =
    existing ?? (await auth.createUser({ email: account.email, password: account.password, displayName: account.name, emailVerified: true }));
  await app.get(UserAccountRegistrar).register({
    uid: user.uid,
    role: account.role,
    personal: { name: account.name, email: account.email, phoneNumber: account.phoneNumber, age: null, avatarUrl: null },
    emailVerified: true,
    source: 'seed',
    registeredBy: null,
    registeredAt: new Date(),
    // The demo people stand for learners who signed up with both boxes ticked, so the demo's campaigns reach them.
    consent: { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION },
    marketingEmails: true,
  });
  return user.uid;
}

/** The same decision an admin's deletion makes; identity's reaction then erases what is left. */
async function deleteOrphan(app: INestApplicationContext, uid: string, adminUid: string): Promise<void> {
  const at = new Date();
  await app.get(CommandSender).decide(userAccountDecider, { type: 'DeleteUserAccount', data: { uid, by: adminUid, at: at.toISOString() } }, { at });
}

/** Profiles with this email under another uid than the Firebase account that now holds it. */
async function orphanProfiles(app: INestApplicationContext, email: string, uid: string): Promise<string[]> {
  const { items } = await app.get(UserProfileQuery).rows.find({ filter: { email }, limit: 100 });
  return items.map((row) => row.id).filter((id) => id !== uid);
}
