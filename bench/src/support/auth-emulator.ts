import { randomBytes } from 'crypto';

const EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

export interface EmulatorUser {
  uid: string;
  email: string;
  idToken: string;
}

/** A new user in the Firebase Auth emulator, signed in: its ID token is real for firebase-admin. */
export async function createEmulatorUser(label: string): Promise<EmulatorUser> {
  const email = `${label}-${randomBytes(5).toString('hex')}@bench.hocvien.local`;
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'MatKhau@123', returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId: string; idToken: string; error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator sign-up failed: ${body.error?.message ?? response.status}`);
  return { uid: body.localId, email, idToken: body.idToken };
}

/** Removes the user again, so bench runs leave no accounts behind in the emulator. */
export async function deleteEmulatorUser(user: EmulatorUser): Promise<void> {
  await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:delete?key=bench-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken: user.idToken }),
  });
}
