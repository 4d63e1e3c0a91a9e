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

/** Upload kinds by tag: what the content must be and how large it may be (SPEC §9). */
export const uploadKinds = {
  image: { mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'], maxBytes: 3 * MB },
  gallery: { mimeTypes: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 1024 * MB },
  video: { mimeTypes: ['video/mp4'], maxBytes: 1024 * MB },
  epaper: { mimeTypes: ['application/pdf'], maxBytes: 30 * MB },
  /** The site's sitemap (well-formed XML) and robots file (plain text). */
  sitemap: { mimeTypes: ['application/xml'], maxBytes: 10 * MB },
  robots: { mimeTypes: ['text/plain'], maxBytes: MB / 2 },
  /** Advertisement images (SPEC §5): PNG or JPEG only. */
  advertisement: { mimeTypes: ['image/png', 'image/jpeg'], maxBytes: 3 * MB },
} as const;
export type UploadKind = keyof typeof uploadKinds;

/** The tags an upload may carry: its kind. None means an image. */
export const uploadTags = Object.keys(uploadKinds) as UploadKind[];

export function isUploadTag(tag: string): tag is UploadKind {
  return (uploadTags as string[]).includes(tag);
}

export const imageExtensionsLabel = 'PNG, JPEG, WebP, SVG';

/** File names in upload cards are cut to 8 characters (SPEC §9). */
export function shortFileName(name: string): string {
  return name.length > 8 ? `${name.slice(0, 8)}…` : name;
}
