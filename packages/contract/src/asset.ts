import { z } from 'zod';

/** One page of an uploaded PDF: its WebP thumbnail (400 px wide) and size. */
export const pdfPageSchema = z.object({
  number: z.number().int(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PdfPage = z.infer<typeof pdfPageSchema>;

export const assetSchema = z.object({
  _id: z.string(),
  key: z.string(),
  url: z.string(),
  name: z.string(),
  tag: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** A small WebP preview of a raster image (page 1 of a PDF); null for other files. */
  thumbnailUrl: z.string().nullable(),
  /** A PDF's pages, in order; absent for other files. */
  pages: z.array(pdfPageSchema).optional(),
});
export type Asset = z.infer<typeof assetSchema>;

export const MB = 1024 * 1024;

/** The file name extension a stored file of each allowed type gets. */
export const extensionByMime: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'application/xml': 'xml',
  'text/plain': 'txt',
};

/**
 * Upload kinds by tag (SPEC §9), the one definition the server's upload checks and the upload
 * fields share: what the content must be, how large it may be, and how the screens name its types.
 */
export const uploadKinds = {
  image: {
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
    maxBytes: 3 * MB,
    label: 'PNG, JPEG, WebP, SVG',
  },
  gallery: { mimeTypes: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 1024 * MB, label: 'PNG, JPEG, WebP' },
  video: { mimeTypes: ['video/mp4'], maxBytes: 1024 * MB, label: 'MP4' },
  epaper: { mimeTypes: ['application/pdf'], maxBytes: 30 * MB, label: 'PDF' },
  /** The site's sitemap (well-formed XML) and robots file (plain text). */
  sitemap: { mimeTypes: ['application/xml'], maxBytes: 10 * MB, label: 'XML' },
  robots: { mimeTypes: ['text/plain'], maxBytes: MB / 2, label: 'plain text' },
  /** Advertisement images (SPEC §5): PNG or JPEG only. */
  advertisement: { mimeTypes: ['image/png', 'image/jpeg'], maxBytes: 3 * MB, label: 'PNG, JPEG' },
} as const;
export type UploadKind = keyof typeof uploadKinds;

/** The tags an upload may carry: its kind. None means an image. */
export const uploadTags = Object.keys(uploadKinds) as UploadKind[];

export function isUploadTag(tag: string): tag is UploadKind {
  return (uploadTags as string[]).includes(tag);
}

/** Whether a file of this type (its detected content, or a stored asset's) is of the kind. */
export function isOfUploadKind(kind: UploadKind, mimeType: string): boolean {
  return (uploadKinds[kind].mimeTypes as readonly string[]).includes(mimeType);
}

/** The kind's types as the server's refusal names them: their extensions ('PNG, JPG'). */
export function uploadKindExtensions(kind: UploadKind): string {
  return uploadKinds[kind].mimeTypes.map((type) => extensionByMime[type]?.toUpperCase() ?? type).join(', ');
}

/** The largest file of the kind in whole MB, as the upload fields say it. */
export function uploadKindMaxMb(kind: UploadKind): number {
  return Math.round(uploadKinds[kind].maxBytes / MB);
}

/** File names in upload cards are cut to 8 characters (SPEC §9). */
export function shortFileName(name: string): string {
  return name.length > 8 ? `${name.slice(0, 8)}…` : name;
}
