import { isOfUploadKind, messages, uploadKindMaxMb, uploadKinds } from '@masthead/contract';

export type DroppedImage = { kind: 'none' } | { kind: 'refused'; message: string } | { kind: 'image'; file: File };

const imageKind = uploadKinds.image;

/**
 * What a drop or paste of files into the editor means: nothing to do, one image to upload, or a refusal
 * (more than one file, a type or size the image upload does not take).
 */
export function droppedImage(files: ArrayLike<File> | null | undefined): DroppedImage {
  if (!files || files.length === 0) return { kind: 'none' };
  if (files.length > 1) return { kind: 'refused', message: messages.singleImageOnly };
  const file = files[0] as File;
  if (!isOfUploadKind('image', file.type)) {
    return { kind: 'refused', message: messages.fileTypeNotAllowed(imageKind.label) };
  }
  if (file.size > imageKind.maxBytes) {
    return { kind: 'refused', message: messages.fileTooLarge(uploadKindMaxMb('image')) };
  }
  return { kind: 'image', file };
}
