import { PublicConfig } from '@academy/contracts';
import { initializeApp } from 'firebase/app';
import {
  Auth,
  User,
  connectAuthEmulator,
  getAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { ApiClient } from './api-client';
import { AuthGateway, AuthUser } from './auth-gateway';
import { loadPublicConfig } from './runtime-config';

let auth: Auth | null = null;

export function initFirebase(config: PublicConfig): Auth {
  if (auth) return auth;
  const { apiKey, authDomain, projectId, authEmulatorUrl } = config.firebase;
  const app = initializeApp({ apiKey, authDomain, projectId });
  const instance = getAuth(app);
  if (authEmulatorUrl) connectAuthEmulator(instance, authEmulatorUrl, { disableWarnings: true });
  auth = instance;
  return instance;
}

/** A fresh ID token for each API call (Firebase refreshes it when it is about to expire). */
export async function currentIdToken(): Promise<string | null> {
  const user = auth?.currentUser;
  return user ? user.getIdToken() : null;
}

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL };
}

function requireAuth(): Auth {
  if (!auth) throw new Error('Tính năng đăng nhập tạm thời không khả dụng.');
  return auth;
}

export function createFirebaseAuthGateway(client: ApiClient): AuthGateway {
  return {
    async start() {
      initFirebase(await loadPublicConfig(client));
    },
    onAuthStateChanged(listener) {
      return onAuthStateChanged(requireAuth(), (user) => listener(user ? toAuthUser(user) : null));
    },
    async signIn(email, password) {
      const credential = await signInWithEmailAndPassword(requireAuth(), email, password);
      return toAuthUser(credential.user);
    },
    async signOut() {
      await signOut(requireAuth());
    },
  };
}
