import { publicConfigSchema } from '@academy/contracts';
import { toPublicConfig } from './runtime-config';

const firebase = { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-academy', authEmulatorUrl: 'http://127.0.0.1:9099' };

describe('toPublicConfig (the boot check, without zod)', () => {
  it.each([
    ['the emulator config', { firebase }],
    ['a production config', { firebase: { ...firebase, authEmulatorUrl: null } }],
    ['extra fields, dropped like the schema drops them', { firebase: { ...firebase, extra: 1 }, other: true }],
  ])('accepts what the schema accepts: %s', (_, body) => {
    expect(toPublicConfig(body)).toEqual(publicConfigSchema.parse(body));
  });

  it.each([
    ['nothing', null],
    ['an array', []],
    ['no firebase', {}],
    ['a missing key', { firebase: { ...firebase, apiKey: undefined } }],
    ['a number for a text', { firebase: { ...firebase, projectId: 7 } }],
    ['a missing emulator URL (it is nullable, not optional)', { firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } }],
    ['an emulator URL that is not text', { firebase: { ...firebase, authEmulatorUrl: 9099 } }],
  ])('refuses what the schema refuses: %s', (_, body) => {
    expect(publicConfigSchema.safeParse(body).success).toBe(false);
    expect(toPublicConfig(body)).toBeNull();
  });
});
