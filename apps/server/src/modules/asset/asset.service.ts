import { randomUUID } from 'node:crypto';
import { open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Asset } from '@masthead/contract';
import {
  can,
  EPAPER_MAX_PAGES,
  extensionByMime,
  isOfUploadKind,
  isUploadTag,
  MB,
  messages,
  type UploadKind,
  uploadKindExtensions,
  uploadKinds,
  uploadTags,
} from '@masthead/contract';
import { fileTypeFromFile } from 'file-type';
import type { Actor } from '../../lib/actor.js';
import { badRequest, forbidden, notFound, rateLimited, tooLarge, unsupportedType } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { looksLikeSvg, sanitizeSvg } from '../../lib/sanitize-svg.js';
import { type Storage, TooLargeError } from '../../storage/storage.js';
import type { AssetRepo, StoredPage } from './asset.repo.js';
import { PdfRefusal, type PdfRefusalReason, type PdfRenderer } from './pdf-pages.js';

const rasterTypes = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * A 400 px wide WebP preview; fails when the image cannot be decoded. `quick`: less effort on
 * the encoding, for the hundred pages of an edition (so other requests barely notice them).
 */
async function makeThumbnail(source: string | Uint8Array, target: string, quick = false): Promise<void> {
  // Loaded on the first upload, not at start (it takes a noticeable part of the start time).
  const { default: sharp } = await import('sharp');
  await sharp(source, { limitInputPixels: 100_000_000, sequentialRead: true })
    .rotate()
    .resize({ width: 400, withoutEnlargement: true })
    .webp({ quality: 75, effort: quick ? 1 : 4 })
    .toFile(target);
}

/** The message for a refused PDF, said the same in the answer and on its file field. */
function pdfRefusalMessage(refusal: PdfRefusal): string {
  const { page = 1, seconds = 0 } = refusal.detail;
  const byReason: Record<PdfRefusalReason, string> = {
    unreadable: messages.pdfUnreadable,
    encrypted: messages.pdfEncrypted,
    empty: messages.pdfNoPages,
    'too-many': messages.pdfTooManyPages(EPAPER_MAX_PAGES),
    'page-size': messages.pdfPageSize(page),
    'too-slow': messages.pdfTooSlow(seconds),
  };
  return byReason[refusal.reason];
}

/** A PDF uploads at a time per user: one slow file of theirs holds one renderer, never all. */
const PDF_UPLOADS_PER_USER = 1;

/** NUL (which PostgreSQL refuses) out, runs of blank lines and spaces folded. */
function cleanPageText(text: string): string {
  return text
    .replaceAll(String.fromCharCode(0), '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

async function readHead(file: string, bytes: number): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * Files whose kind is text: a sitemap must be well-formed XML, a robots file plain UTF-8 text
 * (no NUL, nothing that does not decode); the type stored is then theirs.
 */
async function checkText(file: string, kind: 'sitemap' | 'robots'): Promise<string> {
  const bytes = await readFile(file);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = '\u0000';
  }
  if (kind === 'robots') {
    if (text.includes('\u0000')) throw badRequest(messages.robotsNotText, { file: messages.robotsNotText });
    return 'text/plain';
  }
  const { XMLValidator } = await import('fast-xml-parser');
  if (text.includes('\u0000') || XMLValidator.validate(text) !== true) {
    throw badRequest(messages.sitemapNotXml, { file: messages.sitemapNotXml });
  }
  return 'application/xml';
}

/** The type by content: magic bytes, or an XML document rooted in `svg`. */
async function detectMime(file: string): Promise<string | null> {
  const detected = await fileTypeFromFile(file);
  if (detected && !detected.mime.endsWith('/xml')) return detected.mime;
  return looksLikeSvg(await readHead(file, 4096)) ? 'image/svg+xml' : null;
}

export interface IncomingFile {
  stream: Readable;
  filename: string;
}

/** Text fit to show and store: no control characters (PostgreSQL refuses NUL), trimmed, cut to `max`. */
function cleanText(raw: string | undefined, max: number): string {
  return (raw ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, max);
}

export function assetService(repo: AssetRepo, storage: Storage, pdfs: PdfRenderer) {
  /** PDF uploads being received or read, by user. */
  const pdfUploads = new Map<string, number>();

  /**
   * An e-paper PDF is uploaded by those who may add or edit e-papers, a few at a time each;
   * answers the function that ends the upload's turn.
   */
  function startPdfUpload(actor: Actor): () => void {
    if (!can(actor, 'Epaper', ['Write', 'Edit', 'EditOwn'])) {
      throw forbidden(messages.pdfNeedsEpaperRight);
    }
    const running = pdfUploads.get(actor.id) ?? 0;
    if (running >= PDF_UPLOADS_PER_USER) throw rateLimited(messages.pdfUploadInFlight, 5);
    pdfUploads.set(actor.id, running + 1);
    return () => {
      const left = (pdfUploads.get(actor.id) ?? 1) - 1;
      if (left > 0) pdfUploads.set(actor.id, left);
      else pdfUploads.delete(actor.id);
    };
  }

  /**
   * Renders every page of a PDF to a WebP thumbnail in the temporary folder; answers the pages, or
   * refuses the file (400) when it is encrypted, damaged or has no pages. `made` collects the
   * temporary files for the caller to clean up.
   */
  async function readPages(tempPath: string, made: string[]): Promise<Omit<StoredPage, 'thumbnailKey'>[]> {
    const pages: Omit<StoredPage, 'thumbnailKey'>[] = [];
    try {
      await pdfs.render(tempPath, EPAPER_MAX_PAGES, async (page) => {
        const target = `${tempPath}.p${page.number}.webp`;
        made.push(target);
        // The page as drawn from the sender's file: an image library refusing it refuses the file.
        await makeThumbnail(page.png, target, true).catch(() => {
          throw new PdfRefusal('unreadable', { page: page.number });
        });
        pages.push({ number: page.number, width: page.width, height: page.height, text: cleanPageText(page.text) });
      });
    } catch (error) {
      if (error instanceof PdfRefusal) {
        const message = pdfRefusalMessage(error);
        throw badRequest(message, { file: message });
      }
      throw error;
    }
    return pages;
  }

  /** Streams the upload to storage, then keeps it only if its content is of an allowed type. */
  async function storeUpload(
    actor: Actor,
    file: IncomingFile,
    fields: { name?: string; tag?: string },
    tag: string,
    kind: UploadKind,
  ): Promise<Asset> {
    let received: { tempPath: string; size: number };
    try {
      received = await storage.receive(file.stream, uploadKinds[kind].maxBytes);
    } catch (error) {
      if (error instanceof TooLargeError) throw tooLarge(messages.fileTooLarge(uploadKinds[kind].maxBytes / MB));
      // A system call failing (disk full, permissions) is ours; anything else broke in the sender's stream.
      if (error instanceof Error && 'syscall' in error) throw error;
      throw badRequest(messages.uploadBroken, { file: messages.uploadBroken });
    }
    const { tempPath, size } = received;
    const thumbPath = `${tempPath}.thumb`;
    const pageFiles: string[] = [];
    try {
      const mime = tag === 'sitemap' || tag === 'robots' ? await checkText(tempPath, tag) : await detectMime(tempPath);
      if (!mime || !isOfUploadKind(kind, mime)) {
        throw unsupportedType(messages.fileTypeNotAllowed(uploadKindExtensions(kind)));
      }
      let finalSize = size;
      if (mime === 'image/svg+xml') {
        const clean = sanitizeSvg(await readFile(tempPath, 'utf8'));
        await writeFile(tempPath, clean);
        finalSize = Buffer.byteLength(clean);
      }
      const now = new Date();
      const month = String(now.getUTCMonth() + 1).padStart(2, '0');
      const key = `${now.getUTCFullYear()}/${month}/${randomUUID()}.${extensionByMime[mime]}`;
      let thumbnailKey: string | null = null;
      if (rasterTypes.has(mime)) {
        try {
          await makeThumbnail(tempPath, thumbPath);
        } catch {
          throw unsupportedType(messages.imageUnreadable);
        }
        thumbnailKey = `${key}.thumb.webp`;
      }
      // An edition's pages: read before anything is kept, so a refused PDF leaves nothing behind.
      const read = mime === 'application/pdf' ? await readPages(tempPath, pageFiles) : [];
      const pages: StoredPage[] = read.map((page) => ({ ...page, thumbnailKey: `${key}.p${page.number}.webp` }));
      if (pages[0]) thumbnailKey = pages[0].thumbnailKey;
      const name = cleanText(fields.name, 200) || cleanText(path.basename(file.filename ?? ''), 200) || 'file';
      const committed: string[] = [];
      try {
        await storage.commit(tempPath, key);
        committed.push(key);
        if (thumbnailKey && !pages[0]) {
          await storage.commit(thumbPath, thumbnailKey);
          committed.push(thumbnailKey);
        }
        for (const page of pages) {
          await storage.commit(`${tempPath}.p${page.number}.webp`, page.thumbnailKey);
          committed.push(page.thumbnailKey);
        }
        return await repo.insert(
          { key, name, tag, mimeType: mime, size: finalSize, thumbnailKey, userId: actor.id },
          pages,
        );
      } catch (error) {
        for (const stored of committed) await storage.remove(stored);
        throw error;
      }
    } finally {
      await storage.discard(tempPath);
      await storage.discard(thumbPath);
      for (const made of pageFiles) await storage.discard(made);
    }
  }

  return {
    async getAsset(id: string): Promise<Asset> {
      const asset = isId(id) ? await repo.getById(id) : null;
      if (!asset) throw notFound(messages.assetNotFound);
      return asset;
    },

    /** Takes back an upload whose request failed after it was stored: record and files. */
    async withdraw(id: string): Promise<void> {
      const pageKeys = await repo.pageKeys(id);
      const removed = await repo.delete(id);
      for (const key of pageKeys) await storage.remove(key);
      if (removed) await storage.remove(removed.key);
      if (removed?.thumbnailKey) await storage.remove(removed.thumbnailKey);
    },

    /** One file of a form: its tag's rules, and for an e-paper PDF the uploader's right and turn. */
    async upload(actor: Actor, file: IncomingFile, fields: { name?: string; tag?: string }): Promise<Asset> {
      const tag = cleanText(fields.tag, 50);
      if (tag && !isUploadTag(tag)) {
        throw badRequest(messages.unknownUploadTag(uploadTags), { tag: messages.unknownUploadTag(uploadTags) });
      }
      const kind: UploadKind = isUploadTag(tag) ? tag : 'image';
      // Only the e-paper kind takes PDFs: its turn is held from the first byte to the answer.
      const endPdfUpload = tag === 'epaper' ? startPdfUpload(actor) : null;
      try {
        return await storeUpload(actor, file, fields, tag, kind);
      } finally {
        endPdfUpload?.();
      }
    },
  };
}
export type AssetService = ReturnType<typeof assetService>;
