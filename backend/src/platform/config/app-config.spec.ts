import { ConfigError, DEVELOPMENT_SEPAY_WEBHOOK_KEY, loadConfig, mediaSigningKey, sepayWebhookKey } from './app-config';

describe('loadConfig', () => {
  it('gives the local defaults: PostgreSQL stores, emulator project', () => {
    const config = loadConfig({});
    expect(config.EVENT_STORE).toBe('postgres');
    expect(config.READ_STORE).toBe('postgres');
    expect(config.FIREBASE_PROJECT_ID).toBe('demo-academy');
    expect(config.RUN_PROJECTIONS).toBe(true);
  });

  const productionKey = Buffer.alloc(32, 7).toString('base64');
  const sepayKey = 'sepay-webhook-key-of-production';
  const signingKey = Buffer.alloc(32, 9).toString('base64');

  it('refuses to start in production without a personal data key, or with a malformed one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PERSONAL_DATA_KEY is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', PERSONAL_DATA_KEY: 'c2hvcnQ=', MEDIA_SIGNING_KEY: signingKey })).toThrow(/32 bytes/);
    expect(loadConfig({ NODE_ENV: 'production', PERSONAL_DATA_KEY: productionKey, MEDIA_SIGNING_KEY: signingKey, SEPAY_WEBHOOK_KEY: sepayKey }).NODE_ENV).toBe('production');
    expect(() => loadConfig({ NODE_ENV: 'production', PERSONAL_DATA_KEY: '', MEDIA_SIGNING_KEY: signingKey })).toThrow(/PERSONAL_DATA_KEY is required/);
    expect(loadConfig({ PERSONAL_DATA_KEY: '' }).PERSONAL_DATA_KEY).toBeUndefined();
  });

  it('refuses to start in production without a SePay webhook key, or with a short one; development has a fixed one', () => {
    const production = { NODE_ENV: 'production', PERSONAL_DATA_KEY: productionKey, MEDIA_SIGNING_KEY: signingKey };
    expect(() => loadConfig(production)).toThrow(/SEPAY_WEBHOOK_KEY is required/);
    expect(() => loadConfig({ ...production, SEPAY_WEBHOOK_KEY: 'short' })).toThrow(/at least 16 characters/);
    expect(sepayWebhookKey(loadConfig({ ...production, SEPAY_WEBHOOK_KEY: sepayKey }))).toBe(sepayKey);
    expect(sepayWebhookKey(loadConfig({}))).toBe(DEVELOPMENT_SEPAY_WEBHOOK_KEY);
  });

  it('refuses to start in production without a media signing key, or with a short one; development has a fixed one', () => {
    const production = { NODE_ENV: 'production', PERSONAL_DATA_KEY: productionKey, SEPAY_WEBHOOK_KEY: sepayKey };
    expect(() => loadConfig(production)).toThrow(/MEDIA_SIGNING_KEY is required/);
    expect(() => loadConfig({ ...production, MEDIA_SIGNING_KEY: '' })).toThrow(/MEDIA_SIGNING_KEY is required/);
    expect(() => loadConfig({ ...production, MEDIA_SIGNING_KEY: 'c2hvcnQ=' })).toThrow(/at least 32 bytes/);
    expect(mediaSigningKey(loadConfig({ ...production, MEDIA_SIGNING_KEY: signingKey }))).toEqual(Buffer.alloc(32, 9));
    expect(mediaSigningKey(loadConfig({}))).toHaveLength(32);
  });

  describe('the Firebase Auth emulator (firebase-admin then accepts unsigned tokens)', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

    it.each(['development', 'test', 'production', undefined])('refuses the emulator host without ALLOW_AUTH_EMULATOR (NODE_ENV=%s)', (NODE_ENV) => {
      expect(() => loadConfig({ NODE_ENV, PERSONAL_DATA_KEY: productionKey, ...emulator })).toThrow(
        /FIREBASE_AUTH_EMULATOR_HOST is set but ALLOW_AUTH_EMULATOR is not true/,
      );
      expect(() => loadConfig({ NODE_ENV, PERSONAL_DATA_KEY: productionKey, ...emulator, ALLOW_AUTH_EMULATOR: 'false' })).toThrow(ConfigError);
    });

    it('accepts it outside production when ALLOW_AUTH_EMULATOR=true, as npm start and the tests set it', () => {
      for (const NODE_ENV of ['development', 'test']) {
        const config = loadConfig({ NODE_ENV, ...emulator, ALLOW_AUTH_EMULATOR: 'true' });
        expect(config.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
        expect(config.ALLOW_AUTH_EMULATOR).toBe(true);
      }
    });

    it('refuses ALLOW_AUTH_EMULATOR itself in production, with or without the host', () => {
      const production = { NODE_ENV: 'production', PERSONAL_DATA_KEY: productionKey, MEDIA_SIGNING_KEY: signingKey, ALLOW_AUTH_EMULATOR: 'true' };
      expect(() => loadConfig(production)).toThrow(/ALLOW_AUTH_EMULATOR=true is never accepted under NODE_ENV=production/);
      expect(() => loadConfig({ ...production, ...emulator })).toThrow(/never accepted under NODE_ENV=production/);
    });

    it('treats an empty host as unset (compose pins it to "")', () => {
      const config = loadConfig({ NODE_ENV: 'production', PERSONAL_DATA_KEY: productionKey, MEDIA_SIGNING_KEY: signingKey, SEPAY_WEBHOOK_KEY: sepayKey, FIREBASE_AUTH_EMULATOR_HOST: '', ALLOW_AUTH_EMULATOR: 'false' });
      expect(config.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
      expect(loadConfig({}).ALLOW_AUTH_EMULATOR).toBe(false);
    });
  });

  it('publishes API docs and source maps by default outside production only, unless set', () => {
    const production = { NODE_ENV: 'production', PERSONAL_DATA_KEY: productionKey, MEDIA_SIGNING_KEY: signingKey, SEPAY_WEBHOOK_KEY: sepayKey };
    expect(loadConfig({})).toMatchObject({ API_DOCS_ENABLED: true, SOURCE_MAPS_PUBLIC: true });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ API_DOCS_ENABLED: true, SOURCE_MAPS_PUBLIC: true });
    expect(loadConfig(production)).toMatchObject({ API_DOCS_ENABLED: false, SOURCE_MAPS_PUBLIC: false });
    expect(loadConfig({ ...production, API_DOCS_ENABLED: 'true', SOURCE_MAPS_PUBLIC: '1' })).toMatchObject({ API_DOCS_ENABLED: true, SOURCE_MAPS_PUBLIC: true });
    expect(loadConfig({ API_DOCS_ENABLED: 'false', SOURCE_MAPS_PUBLIC: '0' })).toMatchObject({ API_DOCS_ENABLED: false, SOURCE_MAPS_PUBLIC: false });
  });

  it('needs a URL for each production adapter it selects', () => {
    expect(() => loadConfig({ EVENT_STORE: 'eventstoredb' })).toThrow(ConfigError);
    expect(() => loadConfig({ READ_STORE: 'mongodb' })).toThrow(/MONGO_URL/);
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
