import { authErrorCode } from './auth-gateway';
import { EmulatorSignInCancelled, createEmulatorAccountPicker, emulatorProviderToken, suggestedAccount } from './emulator-provider';

describe('emulator provider sign-in', () => {
  it('builds the fake Google id_token and Facebook access_token with a subject stable per email', () => {
    const google = JSON.parse(emulatorProviderToken('google', { email: ' An@Example.com ', name: 'Nguyễn An' }));
    expect(google).toEqual({ sub: 'emulator-an@example.com', email: 'An@Example.com', name: 'Nguyễn An', email_verified: true });
    const facebook = JSON.parse(emulatorProviderToken('facebook', { email: 'an@example.com', name: '' }));
    expect(facebook).toEqual({ sub: 'emulator-an@example.com', email: 'an@example.com', name: 'an@example.com' });
  });

  it('suggests a fresh account per provider', () => {
    expect(suggestedAccount('facebook', () => 0.5)).toEqual({ email: 'hoc-vien-facebook-7fff@example.com', name: 'Học viên Facebook' });
  });

  it('asks one question at a time and resolves with the chosen account', async () => {
    const picker = createEmulatorAccountPicker();
    const seen: Array<string | null> = [];
    picker.subscribe(() => seen.push(picker.current()?.provider ?? null));
    const answer = picker.ask('google');
    expect(picker.current()?.provider).toBe('google');
    picker.current()!.choose({ email: 'an@example.com', name: 'An' });
    await expect(answer).resolves.toEqual({ email: 'an@example.com', name: 'An' });
    expect(picker.current()).toBeNull();
    expect(seen).toEqual(['google', null]);
  });

  it('cancelling rejects like a closed popup, and a new question cancels the pending one', async () => {
    const picker = createEmulatorAccountPicker();
    const first = picker.ask('google');
    const second = picker.ask('facebook');
    await expect(first).rejects.toBeInstanceOf(EmulatorSignInCancelled);
    expect(picker.current()?.provider).toBe('facebook');
    picker.current()!.cancel();
    const error = await second.catch((e: unknown) => e);
    expect(authErrorCode(error)).toBe('auth/popup-closed-by-user');
    expect(picker.current()).toBeNull();
  });
});
