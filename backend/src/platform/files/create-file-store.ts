import type { AppConfig } from '../config/app-config';
import type { FileStore } from './files.port';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

export interface FileStoreConfig {
  adapter: 'local' | 's3';
  localDir?: string;
  s3Bucket?: string;
  s3Endpoint?: string;
  s3Region?: string;
  s3ForcePathStyle?: boolean;
}

type FileSettings = Pick<AppConfig, 'FILES_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'>;

/**
 * S3 as soon as either S3 setting is given (compose gives both), the local folder otherwise. A
 * bucket-less endpoint is then refused at start rather than quietly writing to the local disk.
 */
export function fileStoreConfig(settings: FileSettings): FileStoreConfig {
  return {
    adapter: settings.S3_BUCKET || settings.S3_ENDPOINT ? 's3' : 'local',
    localDir: settings.FILES_DIR,
    s3Bucket: settings.S3_BUCKET,
    s3Endpoint: settings.S3_ENDPOINT,
    s3Region: settings.S3_REGION,
    s3ForcePathStyle: settings.S3_FORCE_PATH_STYLE,
  };
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`File store configuration is missing ${name}`);
  return value;
}

/** Opens the files adapter chosen by configuration. */
export async function createFileStore(config: FileStoreConfig): Promise<FileStore> {
  const adapter = config.adapter;
  switch (adapter) {
    case 'local':
      return LocalFileStore.open(required(config.localDir, 'localDir'));
    case 's3':
      return S3FileStore.connect({
        bucket: required(config.s3Bucket, 's3Bucket'),
        endpoint: config.s3Endpoint,
        region: required(config.s3Region, 's3Region'),
        forcePathStyle: config.s3ForcePathStyle ?? false,
      });
    default: {
      const unknown: never = adapter;
      throw new Error(`Unknown file store adapter: ${String(unknown)}`);
    }
  }
}
