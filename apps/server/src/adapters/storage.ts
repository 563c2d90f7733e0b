import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';

export interface Storage {
  /** Stores bytes and returns the public URL path they are served at. */
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
  /** Stores a private document (never served) and returns its key, e.g. `certificates/<uuid>.pdf`. */
  putPrivate(folder: string, ext: string, bytes: Buffer): Promise<string>;
  /** Removes a private document by key (undoes putPrivate when a later step fails). */
  removePrivate(key: string): Promise<void>;
  /**
   * A public file by the path after /uploads/ (`farms/<uuid>.webp`), for storages the app serves
   * through a route; null when there is no such file. Disk storage is served as static files instead.
   */
  read?(key: string): Promise<StoredFile | null>;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  contentLength?: number;
}

const safeFolder = (folder: string) => folder.replace(/[^a-z0-9-]/gi, '');
const newName = (ext: string) => `${randomUUID()}.${ext.replace(/[^a-z0-9]/gi, '')}`;

/**
 * Default: public files under `dir`, served by the app at /uploads with long cache headers;
 * private documents under the sibling `private/` folder, which nothing serves.
 */
export function diskStorage(dir: string): Storage & { dir: string; privateDir: string } {
  const privateDir = path.resolve(path.dirname(dir), 'private');
  async function write(root: string, folder: string, ext: string, bytes: Buffer) {
    const sub = safeFolder(folder);
    const name = newName(ext);
    await mkdir(path.join(root, sub), { recursive: true });
    await writeFile(path.join(root, sub, name), bytes);
    return `${sub}/${name}`;
  }
  return {
    dir,
    privateDir,
    put: async (folder, ext, bytes) => `/uploads/${await write(dir, folder, ext, bytes)}`,
    putPrivate: (folder, ext, bytes) => write(privateDir, folder, ext, bytes),
    async removePrivate(key) {
      const file = path.resolve(privateDir, key);
      if (!file.startsWith(privateDir + path.sep)) return;
      await rm(file, { force: true });
    },
  };
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};
const contentType = (name: string) =>
  CONTENT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** What a public key looks like: `<folder>/<uuid>.<ext>` as put() makes them; anything else is not ours. */
const PUBLIC_KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/i;

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, s3rver in tests); unset: AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default credential chain (environment, instance role, ...). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * Uploads in an S3-compatible bucket through the AWS SDK v3: public files under `uploads/`, served by
 * the app at the same /uploads/<folder>/<name> addresses as the disk storage (read()), private
 * documents under `private/`, which nothing serves. The bucket itself stays private.
 */
export function s3Storage(opts: S3StorageOptions): Storage & { client: S3Client; bucket: string } {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    // Self-hosted S3-compatible servers address buckets by path, not by sub-domain.
    forcePathStyle: Boolean(opts.endpoint),
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
  });
  const Bucket = opts.bucket;
  async function write(prefix: string, folder: string, ext: string, bytes: Buffer) {
    const key = `${safeFolder(folder)}/${newName(ext)}`;
    await client.send(
      new PutObjectCommand({ Bucket, Key: `${prefix}/${key}`, Body: bytes, ContentType: contentType(key) }),
    );
    return key;
  }
  return {
    client,
    bucket: Bucket,
    put: async (folder, ext, bytes) => `/uploads/${await write('uploads', folder, ext, bytes)}`,
    putPrivate: (folder, ext, bytes) => write('private', folder, ext, bytes),
    async removePrivate(key) {
      if (!PUBLIC_KEY.test(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: `private/${key}` }));
    },
    async read(key) {
      if (!PUBLIC_KEY.test(key)) return null;
      try {
        const obj = await client.send(new GetObjectCommand({ Bucket, Key: `uploads/${key}` }));
        return {
          body: obj.Body as Readable,
          contentType: obj.ContentType ?? contentType(key),
          contentLength: obj.ContentLength,
        };
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
  };
}

/** S3_BUCKET selects the bucket; otherwise uploads stay on disk under DATA_DIR/uploads. */
export function storageFromConfig(config: Config): Storage & { dir?: string } {
  if (config.S3_BUCKET)
    return s3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  return diskStorage(path.join(config.DATA_DIR, 'uploads'));
}
