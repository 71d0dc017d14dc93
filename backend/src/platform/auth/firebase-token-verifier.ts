import { App, applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { InvalidToken, TokenVerifier, VerifiedToken } from './principal';

export interface FirebaseAdminOptions {
  projectId: string;
  /** host:port of the Auth emulator; firebase-admin then trusts unsigned emulator tokens. */
  emulatorHost?: string;
}

/** Creates the Admin SDK app: with the emulator locally, with Google credentials in production. */
export function createFirebaseAdminApp(options: FirebaseAdminOptions, name = 'academy'): App {
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  return initializeApp(
    options.emulatorHost ? { projectId: options.projectId } : { projectId: options.projectId, credential: applicationDefault() },
    `${name}-${Math.random().toString(36).slice(2)}`,
  );
}

export class FirebaseTokenVerifier implements TokenVerifier {
  constructor(private readonly app: App) {}

  async verify(idToken: string): Promise<VerifiedToken> {
    try {
      const token = await getAuth(this.app).verifyIdToken(idToken);
      return { uid: token.uid, email: token.email ?? null, emailVerified: token.email_verified ?? false };
    } catch (error) {
      throw new InvalidToken(error instanceof Error ? error.message : 'invalid token');
    }
  }

  async close(): Promise<void> {
    await deleteApp(this.app);
  }
}
