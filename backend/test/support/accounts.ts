import type { Role } from '@academy/contracts';
import { UserAccountRegistrar } from '../../src/modules/identity';
import { CLOCK, Clock } from '../../src/platform/clock/clock';
import { createEmulatorUser, EmulatorUser, verifyEmail } from './auth-emulator';
import type { TestApp } from './test-app';

/** A signed-in user with a profile and the given role, registered through the real command path at the app's time. */
export async function signedInUser(app: TestApp, role: Role): Promise<EmulatorUser> {
  const user = await createEmulatorUser(role);
  await app.app.get(UserAccountRegistrar).register({
    uid: user.uid,
    role,
    personal: { name: `Người dùng ${role}`, email: user.email, phoneNumber: '', age: null, avatarUrl: null },
    emailVerified: true,
    source: 'seed',
    registeredBy: null,
    registeredAt: app.app.get<Clock>(CLOCK).now(),
  });
  return user;
}

/** A signed-in user as above whose email is verified at the identity provider too, with a token that says so. */
export async function signedInVerifiedUser(app: TestApp, role: Role): Promise<EmulatorUser> {
  const user = await signedInUser(app, role);
  return { ...user, idToken: await verifyEmail(user) };
}
