import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'crypto';
import { createFileStore } from './create-file-store';
import { fileStoreContract } from './files.contract';
import { S3FileStore } from './s3-file-store';

/**
 * An S3-compatible server to test against, e.g. MinIO: `S3_TEST_ENDPOINT=http://127.0.0.1:9000`
 * with AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY set to a key that may create buckets. Each run
 * makes its own bucket and removes it afterwards.
 */
const S3_TEST_ENDPOINT = process.env.S3_TEST_ENDPOINT;
const region = process.env.S3_TEST_REGION ?? 'us-east-1';

function adminClient(endpoint: string): S3Client {
  return new S3Client({ endpoint, region, forcePathStyle: true });
}

async function emptyAndRemove(client: S3Client, bucket: string): Promise<void> {
  for (;;) {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: 1000 }));
    const objects = (page.Contents ?? []).map((object) => ({ Key: object.Key }));
    if (objects.length === 0) break;
    await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects } }));
  }
  await client.send(new DeleteBucketCommand({ Bucket: bucket }));
}

if (S3_TEST_ENDPOINT) {
  fileStoreContract('S3FileStore', async () => {
    const bucket = `academy-test-${Date.now()}-${randomBytes(3).toString('hex')}`;
    const admin = adminClient(S3_TEST_ENDPOINT);
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    const store = await S3FileStore.connect({ bucket, endpoint: S3_TEST_ENDPOINT, region, forcePathStyle: true });
    return {
      store,
      cleanup: async () => {
        store.close();
        await emptyAndRemove(admin, bucket);
        admin.destroy();
      },
    };
  });

  describe('S3FileStore specifics', () => {
    it('is what createFileStore connects when a bucket is configured, and refuses a bucket that is not there', async () => {
      const missing = `academy-missing-${randomBytes(4).toString('hex')}`;
      await expect(
        createFileStore({ adapter: 's3', s3Bucket: missing, s3Endpoint: S3_TEST_ENDPOINT, s3Region: region, s3ForcePathStyle: true }),
      ).rejects.toThrow(missing);
    });
  });
} else {
  console.warn('S3 files contract suite skipped: S3_TEST_ENDPOINT is not set (no S3-compatible server reachable)');
  describe.skip('files contract: S3 (S3_TEST_ENDPOINT is not set, no S3-compatible server reachable)', () => {
    it('runs only against a reachable S3-compatible server', () => undefined);
  });
}
