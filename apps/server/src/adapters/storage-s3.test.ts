import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { buildTestApp, type TestContext } from '../test/test-app';
import { call, listFiles, multipart, pngBytes, PDF, signUp } from '../test/helpers';

/**
 * Uploads in an S3-compatible bucket (S3_BUCKET + S3_ENDPOINT + keys): s3rver, a pure-JS S3 server,
 * runs on a free port for this file. The app stores through the AWS SDK and serves the same /uploads
 * addresses from the bucket; private documents go to the bucket's private/ prefix and are never served.
 */
const BUCKET = 'lfm-uploads';
let s3dir: string;
let s3: S3rver;
let endpoint: string;
let t: TestContext;
let client: S3Client;

beforeAll(async () => {
  s3dir = await mkdtemp(path.join(os.tmpdir(), 'lfm-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: s3dir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await buildTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(s3dir, { recursive: true, force: true });
});

const keysIn = async (prefix: string) =>
  ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map(
    (o) => o.Key,
  );

describe('uploads in S3-compatible storage', () => {
  it('stores a profile picture in the bucket and serves it back at its /uploads address', async () => {
    const account = await signUp(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/user/editProfile',
      token: account.accessToken,
      form: multipart({ firstName: 'Grace', lastName: 'Hopper', phone: '8455550123' }, [
        { name: 'profileImage', filename: 'me.png', content: await pngBytes(640, 200), type: 'image/png' },
      ]),
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().responseData.userProfile.profileImage;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);

    // In the bucket, not on disk.
    const key = `uploads/${url.replace('/uploads/', '')}`;
    expect(await keysIn('uploads/avatars/')).toContain(key);
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(object.ContentType).toBe('image/webp');
    expect(await listFiles(t.uploadsDir)).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);
  });

  it('answers 404 for a file the bucket does not have, or a path outside the public uploads', async () => {
    for (const url of [
      '/uploads/avatars/00000000-0000-0000-0000-000000000000.webp',
      '/uploads/..%2Fprivate%2Fcertificates%2Fx.pdf',
      '/uploads/a/b/c.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('keeps a wholesale EIN document in the private part of the bucket, never served', async () => {
    await signUp(t, { userType: 3, consumerType: 3 }, [
      { name: 'certificateImage', filename: 'ein.bin', content: Buffer.from(PDF) },
    ]);
    const [key] = await keysIn('private/certificates/');
    expect(key).toMatch(/^private\/certificates\/[0-9a-f-]{36}\.pdf$/);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${key!.replace('private/', '')}` });
    expect(served.statusCode).toBe(404);
  });
});
