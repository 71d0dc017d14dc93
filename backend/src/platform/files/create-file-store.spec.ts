import { loadConfig } from '../config/app-config';
import { createFileStore, fileStoreConfig } from './create-file-store';

describe('choosing the files adapter', () => {
  it('uses the local folder data/files by default', () => {
    expect(fileStoreConfig(loadConfig({}))).toMatchObject({ adapter: 'local', localDir: 'data/files' });
  });

  it('uses S3 as compose configures it', () => {
    const config = loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'academy', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true' });
    expect(fileStoreConfig(config)).toEqual({
      adapter: 's3',
      localDir: 'data/files',
      s3Bucket: 'academy',
      s3Endpoint: 'http://minio:9000',
      s3Region: 'us-east-1',
      s3ForcePathStyle: true,
    });
  });

  it('treats empty S3 settings as unset, and refuses a malformed endpoint', () => {
    expect(fileStoreConfig(loadConfig({ S3_ENDPOINT: '', S3_BUCKET: '' })).adapter).toBe('local');
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000 ' })).toThrow(/S3_ENDPOINT/);
  });

  it('refuses an endpoint without a bucket rather than quietly writing to the local disk', async () => {
    const config = fileStoreConfig(loadConfig({ S3_ENDPOINT: 'http://minio:9000' }));
    expect(config.adapter).toBe('s3');
    await expect(createFileStore(config)).rejects.toThrow('s3Bucket');
  });

  it('refuses an unknown adapter', async () => {
    await expect(createFileStore({ adapter: 'ftp' as 'local' })).rejects.toThrow('ftp');
  });
});
