import type { CmsItem } from '@masthead/contract';
import * as Y from 'yjs';
import { writeRichText } from '../../../components/rich-text-editor/rich-text-copy';
import { isSeeded, type ProposalBase, proposalBase, seedUpdate, setProposalBase } from '../../../live/working-copy';
import { type ContentFormValues, plainText, valuesFromItem } from './content-model';
import {
  normalizedValues,
  rebaseValues,
  replaceCopyWith,
  seedOf,
  valuesFromCopy,
  withBodiesFromCopy,
} from './live-form';

/** Whether a new item's form holds anything a person typed or chose (else nothing is kept). */
export function hasContent(values: ContentFormValues): boolean {
  return (
    values.title.trim() !== '' ||
    values.description.trim() !== '' ||
    values.body.some((section) => section.title.trim() !== '' || plainText(section.body) !== '') ||
    values.image !== null ||
    values.tags.length > 0 ||
    values.gallery.length > 0 ||
    values.videos.some((video) => video.url.trim() !== '' || video.file !== null)
  );
}

/** The later of two versions (ISO instants), or whichever is known. */
export function freshest(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

/**
 * The form's first values: the item's working copy when it has one (seeded from the item as
 * saved when nobody has opened it yet), else the saved item, else an empty form.
 */
export function startingValues(saved: ContentFormValues, doc: Y.Doc | null): ContentFormValues {
  if (!doc) return saved;
  if (!isSeeded(doc)) Y.applyUpdate(doc, seedUpdate(seedOf(saved), writeRichText));
  return valuesFromCopy(doc, saved);
}

/**
 * A proposal's first values: seeded from the person's change waiting for review (or the live item),
 * and, when the live item changed since the proposal was made, brought onto it — what the
 * proposal did not change takes the live value, so submitting never undoes an editor's work.
 */
export function startingProposal(seed: ContentFormValues, liveItem: CmsItem, doc: Y.Doc): ContentFormValues {
  const live = normalizedValues(valuesFromItem(liveItem));
  const seeded = isSeeded(doc);
  const values = startingValues(seed, doc);
  const base = proposalBase<ContentFormValues>(doc);
  const next: ProposalBase<ContentFormValues> = { updatedAt: liveItem.updatedAt, values: live };
  if (!seeded || !base) {
    setProposalBase(doc, next);
    return values;
  }
  if (base.updatedAt === liveItem.updatedAt) return values;
  const rebased = rebaseValues(withBodiesFromCopy(doc, values), base.values, live);
  replaceCopyWith(doc, rebased);
  setProposalBase(doc, next);
  return valuesFromCopy(doc, rebased);
}
