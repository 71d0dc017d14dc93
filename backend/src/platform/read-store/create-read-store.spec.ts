import { createReadStore } from './create-read-store';

describe('createReadStore', () => {
  it.each([
    [{ adapter: 'postgres' as const }, 'postgresUrl'],
    [{ adapter: 'mongodb' as const, mongoDb: 'academy' }, 'mongoUrl'],
    [{ adapter: 'mongodb' as const, mongoUrl: 'mongodb://127.0.0.1:1' }, 'mongoDb'],
  ])('refuses a configuration without its connection settings (%j)', async (config, missing) => {
    await expect(createReadStore(config)).rejects.toThrow(missing);
  });

  it('refuses an unknown adapter', async () => {
    await expect(createReadStore({ adapter: 'sqlite' as 'postgres' })).rejects.toThrow('sqlite');
  });
});
