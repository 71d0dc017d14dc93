import { PRIVACY_VERSION, TERMS_VERSION, type Role } from '@academy/contracts';
import { UserAccountRegistrar } from '../../src/modules/identity';
import { CLOCK, Clock } from '../../src/platform/clock/clock';
import { createEmulatorUser, EmulatorUser, verifyEmail } from './auth-emulator';
import type { TestApp } from './test-app';

/**
 * What a test may say about the person's sign-up: whether they ticked the marketing email box (off
 * unless told), and whether they agreed to the terms and privacy versions in force (yes unless told:
 * a test account stands for someone who signed up, so the web app's consent dialog does not stop it).
 */
export interface SignUpOptions {
  marketingEmails?: boolean;
  consent?: boolean;
}

/** A signed-in user with a profile and the given role, registered through the real command path at the app's time. */
export async function signedInUser(app: TestApp, role: Role, { marketingEmails, consent = true }: SignUpOptions = {}): Promise<EmulatorUser> {
  const user = await createEmulatorUser(role);
  await app.app.get(UserAccountRegistrar).register({
    uid: user.uid,
    role,
    personal: { name: `Người dùng ${role}`, email: user.email, phoneNumber: '', age: null, avatarUrl: null },
    emailVerified: true,
    source: 'seed',
    registeredBy: null,
    registeredAt: app.app.get<Clock>(CLOCK).now(),
    ...(consent ? { consent: { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION } } : {}),
    ...(marketingEmails === undefined ? {} : { marketingEmails }),
  });
  return user;
}

/** A signed-in user as above whose email is verified at the identity provider too, with a token that says so. */
export async function signedInVerifiedUser(app: TestApp, role: Role, options: SignUpOptions = {}): Promise<EmulatorUser> {
  const user = await signedInUser(app, role, options);
  return { ...user, idToken: await verifyEmail(user) };
}
