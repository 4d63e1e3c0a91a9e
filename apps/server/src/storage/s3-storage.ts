import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { localStorage, type Storage } from './storage.js';

export interface S3Settings {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
};

export function contentTypeOf(key: string): string {
  return contentTypes[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

export interface S3Storage extends Storage {
  /** The object under `key`, streamed, or null when there is none. */
  read(key: string): Promise<{ body: Readable; contentType: string; length: number | undefined } | null>;
}

/**
 * Media in an S3-compatible bucket, shared by every server process. An upload still streams
 * into a local temporary file first (constant memory, size cap, type check), then goes to the
 * bucket in parts; nothing reaches the bucket until it is accepted.
 */
export function s3Storage(settings: S3Settings, tempRoot: string): S3Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const temp = localStorage(tempRoot);
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    root: tempRoot,
    pathOf: temp.pathOf,
    receive: temp.receive,
    discard: temp.discard,
    async commit(tempPath, key) {
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: createReadStream(tempPath), ContentType: contentTypeOf(key) },
      }).done();
      await rm(tempPath, { force: true });
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? contentTypeOf(key),
          length: object.ContentLength,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
}
