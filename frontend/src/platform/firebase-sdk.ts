/**
 * The Firebase SDK side of the auth gateway. Large, so firebase.ts loads it on its own, while the
 * runtime config loads; nothing else imports it.
 */
import { PublicConfig } from '@academy/contracts';
import { initializeApp } from 'firebase/app';
import {
  Auth,
  AuthProvider,
  EmailAuthProvider,
  FacebookAuthProvider,
  GoogleAuthProvider,
  User,
  applyActionCode,
  confirmPasswordReset,
  connectAuthEmulator,
  getAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { AuthGateway, AuthUser, SocialProvider } from './auth-gateway';
import { emulatorAccountPicker, emulatorProviderToken } from './emulator-provider';

let auth: Auth | null = null;
/** Set when the runtime config points at the Auth emulator: provider sign-in then skips the popup. */
let usesEmulator = false;

export function initFirebase(config: PublicConfig): Auth {
  if (auth) return auth;
  const { apiKey, authDomain, projectId, authEmulatorUrl } = config.firebase;
  const app = initializeApp({ apiKey, authDomain, projectId });
  const instance = getAuth(app);
  // Emails and provider screens in Vietnamese.
  instance.languageCode = 'vi';
  if (authEmulatorUrl) connectAuthEmulator(instance, authEmulatorUrl, { disableWarnings: true });
  usesEmulator = Boolean(authEmulatorUrl);
  auth = instance;
  return instance;
}

/** A fresh ID token for each API call (Firebase refreshes it when it is about to expire). */
export async function currentIdToken(): Promise<string | null> {
  const user = auth?.currentUser;
  return user ? user.getIdToken() : null;
}

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providerIds: user.providerData.map((p) => p.providerId),
  };
}

function providerFor(provider: SocialProvider): AuthProvider {
  if (provider === 'google') {
    const google = new GoogleAuthProvider();
    google.setCustomParameters({ prompt: 'select_account' });
    return google;
  }
  return new FacebookAuthProvider();
}

/**
 * Emulator only: the account chosen in the app's dialog, as a fake provider credential the emulator
 * accepts (the popup would load apis.google.com). Cancelling rejects like a closed popup; the emulator
 * answers 'auth/account-exists-with-different-credential' like the real providers do.
 */
async function signInWithEmulatorProvider(instance: Auth, provider: SocialProvider) {
  const token = emulatorProviderToken(provider, await emulatorAccountPicker.ask(provider));
  const credential = provider === 'google' ? GoogleAuthProvider.credential(token) : FacebookAuthProvider.credential(token);
  return signInWithCredential(instance, credential);
}

/** The gateway over an initialised Firebase (firebase.ts loads this module and starts it). */
export function createSdkGateway(instance: Auth): Omit<AuthGateway, 'start'> {
  return {
    onAuthStateChanged(listener) {
      return onAuthStateChanged(instance, (user) => listener(user ? toAuthUser(user) : null));
    },
    async signIn(email, password) {
      const credential = await signInWithEmailAndPassword(instance, email, password);
      return toAuthUser(credential.user);
    },
    async signInWithProvider(provider) {
      const credential = usesEmulator
        ? await signInWithEmulatorProvider(instance, provider)
        : await signInWithPopup(instance, providerFor(provider));
      return toAuthUser(credential.user);
    },
    async signOut() {
      await signOut(instance);
    },
    async sendEmailVerification() {
      const user = instance.currentUser;
      if (!user) throw new Error('Chưa đăng nhập.');
      await sendEmailVerification(user);
    },
    async sendPasswordResetEmail(email) {
      await sendPasswordResetEmail(instance, email);
    },
    async applyActionCode(oobCode) {
      await applyActionCode(instance, oobCode);
    },
    async verifyPasswordResetCode(oobCode) {
      return verifyPasswordResetCode(instance, oobCode);
    },
    async confirmPasswordReset(oobCode, newPassword) {
      await confirmPasswordReset(instance, oobCode, newPassword);
    },
    async changePassword(currentPassword, newPassword) {
      const user = instance.currentUser;
      if (!user?.email) throw new Error('Chưa đăng nhập.');
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
      await updatePassword(user, newPassword);
    },
  };
}
