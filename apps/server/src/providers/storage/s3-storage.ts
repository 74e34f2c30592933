// Documents in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), shared by every instance
// (docs/decisions/011-object-storage.md). The object key is the storage key itself.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type FileStorage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; unset for AWS S3 itself. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket in the path (http://host/bucket/key), as MinIO and Ceph expect. */
  forcePathStyle: boolean;
}

/**
 * S3's smallest part of a multipart upload. An upload holds at most one part in memory (queue of
 * one); a document below this size goes up in a single PUT once it is complete.
 */
const PART_BYTES = 5 * 1024 * 1024;

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
      },
      // Checksums only where S3 requires them: the default (a CRC32 trailer in aws-chunked
      // encoding) is not understood by every S3-compatible server.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000 },
    });
  }

  async put(key: string, data: Readable): Promise<void> {
    assertStorageKey(key);
    // A single PUT is only sent once the stream has ended without an error; a failed multipart
    // upload is aborted (its parts removed). Either way nothing appears under the key.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: data },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    // The stream's own error (an upload over the limit, a client gone) is the one the caller
    // answers with, even when aborting the multipart upload fails in turn.
    let streamError: unknown;
    data.once('error', (err) => {
      streamError = err;
    });
    try {
      await upload.done();
    } catch (err) {
      data.destroy();
      throw streamError ?? err;
    }
  }

  async get(key: string): Promise<Readable | null> {
    assertStorageKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      // In Node the body is the HTTP response itself (an IncomingMessage), read as it arrives.
      return object.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async size(key: string): Promise<number | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
