/**
 * What the app needs from the identity provider. The Firebase implementation lives in
 * firebase.ts; sagas receive a gateway so their tests run without Firebase.
 */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export interface AuthGateway {
  /** Loads the runtime config and connects to Firebase; rejects when that is impossible. */
  start(): Promise<void>;
  /** Calls back with the current user now and on every sign-in or sign-out. */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
}
