import type { UseFormReturnType } from '@mantine/form';
import type { CmsItem } from '@masthead/contract';
import type * as Y from 'yjs';
import type { LiveCopyState } from '../../../live/use-live-copy';
import type { SectionNotes } from '../../notes';
import type { ContentFormValues } from './content-model';
import type { PermalinkProps, TitleProps } from './use-permalink-follow';

/** What a content form's fields are given by the frame they are in. */
export interface EditorContext {
  form: UseFormReturnType<ContentFormValues>;
  item: CmsItem | null;
  required: ReadonlySet<string>;
  /** Nothing may change now: a save runs, or the item is open to read only. */
  busy: boolean;
  /** The user may not change this item (not its author, no right, or live without Publish): fields are shown, not editable. */
  readOnly: boolean;
  /** Only a holder of Edit names the author; everyone else writes under its own name. */
  mayChangeAuthor: boolean;
  setUploading: (key: string, uploading: boolean) => void;
  titleProps: TitleProps;
  permalinkProps: PermalinkProps;
  /** The item's live working copy the fields are bound to; null for a new item (not saved yet). */
  live: LiveBinding | null;
  /** Notes on the sections' text (with a working copy only). */
  notes: SectionNotes | null;
  /** Typing in the sections suggests instead of changing (with a working copy only). */
  suggesting: boolean;
  /** Accept and Reject are offered on suggestions (the Edit right). */
  mayReviewSuggestions: boolean;
}

export interface LiveBinding {
  doc: Y.Doc;
  provider: NonNullable<LiveCopyState['copy']>['provider'];
  user: { id: string; name: string; color: string };
}
