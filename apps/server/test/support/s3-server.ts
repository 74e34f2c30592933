// A real S3-compatible server for tests (s3rver): on a free port of 127.0.0.1, its objects in a
// temporary directory, one bucket created. Tests reach it through the app's configuration
// (STORAGE=s3 and the S3_* settings of `env`) or through `client` to look inside the bucket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3FileStorage } from '../../src/providers/storage/s3-storage';

/** s3rver checks request signatures against this one built-in account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The app settings that select this server. */
  env: Record<string, string>;
  /** A client for looking inside the bucket. */
  client: S3Client;
  /** A storage provider on this server's bucket. */
  storage(): S3FileStorage;
  /** The keys in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes. */
  read(key: string): Promise<Buffer>;
  /** Empties the bucket. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'psikorehber-s3-'));
  const bucket = `belgeler-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const options = {
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    ...CREDENTIALS,
  };
  const client = new S3Client({
    region: options.region,
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keys = async () => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  };
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: options.region,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    client,
    storage: () => new S3FileStorage(options),
    keys,
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async clear() {
      for (const key of await keys()) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      }
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
