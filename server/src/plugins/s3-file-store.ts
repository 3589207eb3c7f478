import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import {
  assertStorageKey,
  contentTypeOf,
  isStorageKey,
  missingFileError,
  newStorageKey,
  type FileStore,
  type OpenedFile,
} from './file-store.ts';

/** What the S3 API answered, as far as these calls need to know. */
function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/**
 * A FileStore in one prefix (`public/` or `private/`) of an S3-compatible bucket (AWS, ArvanCloud,
 * MinIO…). Objects are written without an ACL, so they are as private as the bucket: nothing is
 * reached from outside except through the app (docs/decisions/024).
 */
export class S3FileStore implements FileStore {
  constructor(
    readonly client: S3Client,
    readonly bucket: string,
    /** Ends with `/`; every key of this store lives under it. */
    readonly prefix: string,
  ) {
    if (!/^[a-z0-9-]+\/$/.test(prefix)) throw new Error('an S3 store prefix is a folder name and a slash');
  }

  /** One client for both stores, from the S3_* settings. */
  static client(
    config: Pick<Config, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>,
  ): S3Client {
    return new S3Client({
      region: config.S3_REGION,
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials: { accessKeyId: config.S3_ACCESS_KEY_ID!, secretAccessKey: config.S3_SECRET_ACCESS_KEY! },
      // Checksums only where the API demands them: several S3-compatible services refuse the
      // newer default (CRC32 on every upload).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer fails the request instead of holding it.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  async put(folder: string, ext: string, bytes: Buffer): Promise<string> {
    const key = newStorageKey(folder, ext);
    await this.write(key, bytes);
    return key;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async read(key: string): Promise<Buffer> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      const bytes = await object.Body!.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (err) {
      if (statusOf(err) === 404) throw missingFileError(key);
      throw err;
    }
  }

  url(key: string): string {
    return `/files/${key}`;
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    // One PUT replaces the object whole: a reader sees the old bytes or the new ones.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentTypeOf(key),
      }),
    );
  }

  async has(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  async *list(folder?: string): AsyncIterable<string> {
    const prefix = folder ? `${this.objectKey(folder)}/` : this.prefix;
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: continuationToken }),
      );
      for (const object of page.Contents ?? []) {
        // Only keys the other calls accept (not a folder marker some consoles create, `logos/`).
        const key = object.Key?.slice(this.prefix.length);
        if (key && isStorageKey(key)) yield key;
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async open(key: string, options: { ifNoneMatch?: string } = {}): Promise<OpenedFile | null> {
    // Only one strong tag is passed on (S3's are strong): a weak one, kept by a browser from the
    // local driver, or a list, is not something every S3-compatible service parses alike.
    const ifNoneMatch = options.ifNoneMatch && /^"[^"]*"$/.test(options.ifNoneMatch) ? options.ifNoneMatch : undefined;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), IfNoneMatch: ifNoneMatch }),
      );
      return { notModified: false, body: object.Body as Readable, size: object.ContentLength ?? 0, etag: object.ETag ?? '' };
    } catch (err) {
      const status = statusOf(err);
      if (status === 304) return { notModified: true, etag: ifNoneMatch! };
      if (status === 404) return null;
      throw err;
    }
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** The object's key in the bucket: the store's prefix and a key that cannot leave it. */
  private objectKey(key: string): string {
    return this.prefix + assertStorageKey(key);
  }
}
