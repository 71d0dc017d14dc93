import { randomBytes } from 'crypto';

const EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const PROJECT = process.env.FIREBASE_PROJECT_ID ?? 'demo-academy';

async function call<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/${path}?key=test-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

export interface EmulatorUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** A new, unique user in the Auth emulator, signed in: its ID token is real for firebase-admin. */
export async function createEmulatorUser(label = 'user'): Promise<EmulatorUser> {
  const email = `${label}-${randomBytes(5).toString('hex')}@test.hocvien.local`;
  const password = 'MatKhau@123';
  const created = await call<{ localId: string; idToken: string }>('accounts:signUp', { email, password, returnSecureToken: true });
  return { uid: created.localId, email, password, idToken: created.idToken };
}

/** An anonymous Firebase sign-in: a valid ID token, and no email at all. */
export async function createAnonymousUser(): Promise<{ uid: string; idToken: string }> {
  const created = await call<{ localId: string; idToken: string }>('accounts:signUp', { returnSecureToken: true });
  return { uid: created.localId, idToken: created.idToken };
}

export type SocialProvider = 'google.com' | 'facebook.com';

/**
 * A first sign-in with Google or Facebook, as the emulator takes it: the provider's claims as plain
 * JSON. `emailVerified` is what the provider says of the address (Google says true, Facebook nothing).
 */
export async function createSocialUser(
  provider: SocialProvider,
  { emailVerified, name = 'Người Dùng Mạng Xã Hội', picture }: { emailVerified: boolean; name?: string; picture?: string },
): Promise<Omit<EmulatorUser, 'password'>> {
  const email = `${provider.split('.')[0]}-${randomBytes(5).toString('hex')}@test.hocvien.local`;
  const claims = { sub: `sub-${email}`, email, name, picture, ...(emailVerified ? { email_verified: true } : {}) };
  const credential = provider === 'google.com' ? 'id_token' : 'access_token';
  const postBody = `providerId=${provider}&${credential}=${encodeURIComponent(JSON.stringify(claims))}`;
  const signedIn = await call<{ localId: string; idToken: string }>('accounts:signInWithIdp', { postBody, requestUri: 'http://localhost', returnSecureToken: true });
  return { uid: signedIn.localId, email, idToken: signedIn.idToken };
}

/** Marks the email verified, as the link in the verification email does; returns a fresh ID token that says so. */
export async function verifyEmail(user: EmulatorUser): Promise<string> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: user.uid, emailVerified: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator accounts:update: ${response.status}`);
  return signIn(user.email, user.password);
}

/** Clears every emulator account of the demo project (test isolation between runs). */
export async function clearEmulatorAccounts(): Promise<void> {
  await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' });
}

/** Signs in with email and password at the emulator, as the web app does; returns the ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const result = await call<{ idToken: string }>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return result.idToken;
}

/** Signs in and reports the emulator's refusal (e.g. USER_DISABLED) instead of throwing. */
export async function trySignIn(email: string, password: string): Promise<{ idToken?: string; error?: string }> {
  try {
    return { idToken: await signIn(email, password) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobCode: string;
  oobLink: string;
}

/** The email-action codes the emulator "sent" (verification, password reset), newest last. */
export async function emailedCodes(email?: string): Promise<OobCode[]> {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return email ? oobCodes.filter((c) => c.email.toLowerCase() === email.toLowerCase()) : oobCodes;
}

/** Looks an account up in the emulator (null when it does not exist). */
export async function lookupAccount(idTokenOrEmail: { email: string }): Promise<{ disabled?: boolean } | null> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [idTokenOrEmail.email] }),
  });
  const json = (await response.json()) as { users?: Array<{ disabled?: boolean }> };
  return json.users?.[0] ?? null;
}
