import { readdir, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { messages } from '@masthead/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

function multipart(file: Buffer, filename: string, fields: Record<string, string> = {}) {
  const boundary = '----masthead-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (file: Buffer, filename: string, fields?: Record<string, string>, token = t.adminToken) =>
  t.call({ method: 'POST', url: '/api/asset/upload', token, ...multipart(file, filename, fields) });

async function assetCount(): Promise<number> {
  const rows = await t.database.db.select({ id: assets.id }).from(assets);
  return rows.length;
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(t.dataDir, 'media');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('POST /api/asset/upload', () => {
  it('stores a PNG, answers with its summary, serves it with nosniff', async () => {
    const response = await upload(png, 'avatar.png', { tag: 'image' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ name: 'avatar.png', tag: 'image', mimeType: 'image/png', size: png.length });
    expect(data.url).toBe(`/media/${data.key}`);
    const served = await t.call({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await t.call({ method: 'GET', url: `/api/asset/${data._id}`, token: t.adminToken });
    expect(meta.json().data.key).toBe(data.key);
  });

  it('refuses a file whose content is not an image, whatever its name (415), and keeps nothing', async () => {
    const before = await storedFiles();
    const response = await upload(Buffer.from('MZ this is not an image at all'), 'photo.png');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(messages.fileTypeNotAllowed('PNG, JPG, WEBP, SVG'));
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps nothing of an upload the browser abandons halfway', async () => {
    const before = await storedFiles();
    const assetsBefore = await assetCount();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const { payload, headers } = multipart(Buffer.concat([png, Buffer.alloc(512 * 1024)]), 'abandoned.png');
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/asset/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${t.adminToken}\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, 200 * 1024)); // the head of the file, then the tab is closed
    // The server has begun to keep the file (its temporary copy is there) before the tab closes:
    // what follows tests its cleaning up, not a request it had not read yet.
    const settled = async (done: (files: string[]) => boolean, what: string) => {
      const deadline = Date.now() + 30_000;
      for (let files = await storedFiles(); !done(files); files = await storedFiles()) {
        if (Date.now() > deadline) throw new Error(`the server never ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await settled((files) => files.length > before.length, 'began to keep the upload');
    socket.destroy();
    await settled((files) => files.length === before.length, 'removed the abandoned upload');
    expect(await storedFiles()).toEqual(before);
    expect(await assetCount()).toBe(assetsBefore);
  });

  it('refuses a file over 3 MB (413) and keeps nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
    const response = await upload(big, 'big.png');
    expect(response.statusCode).toBe(413);
    expect(await storedFiles()).toEqual(before);
  });

  it('sanitises an SVG and serves it sandboxed', async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><rect width="10" height="10" fill="red"/></a><foreignObject><div>x</div></foreignObject></svg>`;
    const response = await upload(Buffer.from(svg), 'logo.svg');
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.mimeType).toBe('image/svg+xml');
    const stored = await readFile(path.join(t.dataDir, 'media', data.key), 'utf8');
    expect(stored).toContain('<rect');
    expect(stored).toContain('viewBox');
    expect(stored).not.toMatch(/script|onload|javascript|foreignObject/i);
    const served = await t.call({ method: 'GET', url: data.url });
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('stores an SVG that tries to load from elsewhere without any of its outside references', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>@\\69mport url(http://evil.example/a.css); .a{fill:u\\rl(http://evil.example/b)}</style><style>.b{background:image-set("http://evil.example/c.png" 1x)}</style><rect class="a" width="5" height="5" fill="url(http://evil.example/d#p)" filter="url(http://evil.example/e#f)" mask="url(http://evil.example/f#m)" clip-path="url(http://evil.example/g#c)"/><circle cx="5" cy="5" r="2" fill="#0a0"/></svg>`;
    const response = await upload(Buffer.from(svg), 'tracking.svg');
    expect(response.statusCode).toBe(201);
    const stored = await readFile(path.join(t.dataDir, 'media', response.json().data.key), 'utf8');
    expect(stored).not.toContain('evil.example');
    expect(stored).toContain('<circle cx="5" cy="5" r="2" fill="#0a0"');
  });

  it('answers 400 without a file, 404 for an unknown asset, 403 without a right to upload', async () => {
    const none = await t.call({
      method: 'POST',
      url: '/api/asset/upload',
      token: t.adminToken,
      payload: { a: 1 },
    });
    expect(none.statusCode).toBe(400);
    const unknown = await t.call({
      method: 'GET',
      url: '/api/asset/00000000-0000-4000-8000-000000000000',
      token: t.adminToken,
    });
    expect(unknown.statusCode).toBe(404);
    const reader = await t.userWith({ User: ['Read'] });
    expect((await upload(png, 'a.png', {}, reader.token)).statusCode).toBe(403);
  });

  it('never fails on hostile names, fields or bodies, and keeps a safe file name', async () => {
    const names = ['../../etc/passwd.png', 'a\u0000b.png', `${'x'.repeat(5000)}.png`, '', '<script>.png', 'ok.png'];
    for (const name of names) {
      const response = await upload(png, name);
      expect(response.statusCode, name.slice(0, 40)).toBeLessThan(500);
      if (response.statusCode === 201) {
        const { data } = response.json();
        expect(data.key).not.toContain('..');
        expect(data.url).toBe(`/media/${data.key}`);
        expect(data.name.length).toBeLessThanOrEqual(255);
      }
    }
    const tagged = await upload(png, 'a.png', { tag: 'image\u0000', name: ' \u0000\u0007 ' });
    expect(tagged.statusCode).toBe(201);
    expect(tagged.json().data).toMatchObject({ tag: 'image', name: 'a.png' });
    const { payload, headers } = multipart(png, 'a.png');
    const filePart = payload.subarray(0, payload.lastIndexOf('\r\n--'));
    const expectations: [Buffer | string, Record<string, string>, number, string][] = [
      [Buffer.concat([filePart, Buffer.from('\r\n'), payload]), headers, 400, messages.oneFileAtATime],
      [Buffer.from('not multipart at all'), headers, 400, messages.uploadBroken],
      [filePart, headers, 400, messages.uploadBroken],
      [png, { 'content-type': 'image/png' }, 415, ''],
      ['{}', { 'content-type': 'application/json' }, 400, messages.fileRequired],
    ];
    const [countBefore, filesBefore] = [await assetCount(), (await storedFiles()).length];
    for (const [body, contentType, status, message] of expectations) {
      const response = await t.call({
        method: 'POST',
        url: '/api/asset/upload',
        token: t.adminToken,
        payload: body,
        headers: contentType,
      });
      expect(response.statusCode, message).toBe(status);
      if (message) expect(response.json().error.message).toBe(message);
    }
    expect([await assetCount(), (await storedFiles()).length]).toEqual([countBefore, filesBefore]);
    for (const file of await storedFiles())
      expect(path.relative(path.join(t.dataDir, 'media'), file)).not.toMatch(/^\.\./);
  });

  it('makes a WebP thumbnail of a raster image', async () => {
    const { data } = (await upload(png, 'thumb.png')).json();
    expect(data.thumbnailUrl).toBe(`/media/${data.key}.thumb.webp`);
    const thumb = await t.call({ method: 'GET', url: data.thumbnailUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('refuses an image that cannot be decoded (415) and keeps nothing', async () => {
    const before = await storedFiles();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const response = await upload(broken, 'broken.png');
    expect(response.statusCode).toBe(415);
    expect(await storedFiles()).toEqual(before);
  });

  it('takes mp4 video with the video tag and refuses it as an image', async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mp42isom'),
      Buffer.alloc(64),
    ]);
    const video = await upload(mp4, 'clip.mp4', { tag: 'video' });
    expect(video.statusCode).toBe(201);
    expect(video.json().data).toMatchObject({ mimeType: 'video/mp4', tag: 'video', thumbnailUrl: null });
    expect((await upload(mp4, 'clip.png')).statusCode).toBe(415);
    expect((await upload(png, 'still.mp4', { tag: 'video' })).statusCode).toBe(415);
  });

  it('lets a user form use the uploaded image', async () => {
    const asset = (await upload(png, 'face.png')).json().data;
    const created = await t.call({
      method: 'POST',
      url: '/api/user',
      token: t.adminToken,
      payload: {
        email: 'face@example.com',
        name: 'Face',
        phone: '123456',
        image: asset._id,
        password: 'face-password',
        confirmPassword: 'face-password',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.image).toEqual({ _id: asset._id, name: 'face.png', url: asset.url });
  });
});
