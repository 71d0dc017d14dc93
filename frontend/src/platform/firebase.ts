import { ApiClient } from './api-client';
import { AuthGateway } from './auth-gateway';
import { loadPublicConfig } from './runtime-config';

type Sdk = typeof import('./firebase-sdk');

/** Set once Firebase is initialised; before that nobody is signed in. */
let sdk: { module: Sdk; gateway: Omit<AuthGateway, 'start'> } | null = null;

/** A fresh ID token for each API call (Firebase refreshes it when it is about to expire). */
export async function currentIdToken(): Promise<string | null> {
  return sdk ? sdk.module.currentIdToken() : null;
}

function started(): Omit<AuthGateway, 'start'> {
  if (!sdk) throw new Error('Tính năng đăng nhập tạm thời không khả dụng.');
  return sdk.gateway;
}

/**
 * The Firebase gateway. The SDK is the largest part of the app: it downloads in parallel with the
 * runtime config at boot instead of inside the first page's bundle.
 */
export function createFirebaseAuthGateway(client: ApiClient): AuthGateway {
  return {
    async start() {
      const [config, module] = await Promise.all([loadPublicConfig(client), import('./firebase-sdk')]);
      sdk = { module, gateway: module.createSdkGateway(module.initFirebase(config)) };
    },
    onAuthStateChanged: (listener) => started().onAuthStateChanged(listener),
    signIn: (email, password) => started().signIn(email, password),
    signInWithProvider: (provider) => started().signInWithProvider(provider),
    signOut: () => started().signOut(),
    sendEmailVerification: () => started().sendEmailVerification(),
    sendPasswordResetEmail: (email) => started().sendPasswordResetEmail(email),
    applyActionCode: (oobCode) => started().applyActionCode(oobCode),
    verifyPasswordResetCode: (oobCode) => started().verifyPasswordResetCode(oobCode),
    confirmPasswordReset: (oobCode, newPassword) => started().confirmPasswordReset(oobCode, newPassword),
    changePassword: (currentPassword, newPassword) => started().changePassword(currentPassword, newPassword),
  };
}
