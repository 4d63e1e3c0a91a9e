import { z } from 'zod';

export const assetSchema = z.object({
  _id: z.string(),
  key: z.string(),
  url: z.string(),
  name: z.string(),
  tag: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type Asset = z.infer<typeof assetSchema>;

export const MB = 1024 * 1024;

/** Upload kinds by tag: what the content must be and how large it may be (SPEC §9). */
export const uploadKinds = {
  image: { mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'], maxBytes: 3 * MB },
} as const;
export type UploadKind = keyof typeof uploadKinds;

/** The upload kind a tag asks for; every tag not named here is an image. */
export function uploadKindForTag(_tag: string): UploadKind {
  return 'image';
}

export const imageExtensionsLabel = 'PNG, JPEG, WebP, SVG';

/** File names in upload cards are cut to 8 characters (SPEC §9). */
export function shortFileName(name: string): string {
  return name.length > 8 ? `${name.slice(0, 8)}…` : name;
}
