import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives the local defaults: PostgreSQL stores, emulator project', () => {
    const config = loadConfig({});
    expect(config.EVENT_STORE).toBe('postgres');
    expect(config.READ_STORE).toBe('postgres');
    expect(config.FIREBASE_PROJECT_ID).toBe('demo-academy');
    expect(config.RUN_PROJECTIONS).toBe(true);
  });

  const productionKey = Buffer.alloc(32, 7).toString('base64');

  it('refuses to start in production without a personal data key, or with a malformed one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PERSONAL_DATA_KEY is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', PERSONAL_DATA_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
    expect(loadConfig({ NODE_ENV: 'production', PERSONAL_DATA_KEY: productionKey }).NODE_ENV).toBe('production');
    expect(() => loadConfig({ NODE_ENV: 'production', PERSONAL_DATA_KEY: '' })).toThrow(/PERSONAL_DATA_KEY is required/);
    expect(loadConfig({ PERSONAL_DATA_KEY: '' }).PERSONAL_DATA_KEY).toBeUndefined();
  });

  it('refuses to start in production while the Auth emulator variable is set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PERSONAL_DATA_KEY: productionKey, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production/,
    );
  });

  it('accepts the emulator outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).FIREBASE_AUTH_EMULATOR_HOST).toBe(
      '127.0.0.1:9099',
    );
  });

  it('needs a URL for each production adapter it selects', () => {
    expect(() => loadConfig({ EVENT_STORE: 'eventstoredb' })).toThrow(ConfigError);
    expect(() => loadConfig({ READ_STORE: 'mongodb' })).toThrow(/MONGO_URL/);
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
