import type { NoteAnchor, NoteThread } from '@masthead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { groupKey } from '../../api/read-key';
import type { NoteAnchorJson, RichTextNoteMark } from '../../components/rich-text-editor/types';
import { metaMap } from '../../live/working-copy';
import type { NoteTarget } from './note-dialog';
import { useNotes } from './notes-api';

/** What a section's editor needs of the item's notes. */
type SelectedWords = () => { anchor: NoteAnchorJson; quote: string } | null;

export interface SectionNotes {
  marksFor: (section: string) => RichTextNoteMark[];
  /** For a section's editor to say how to read its selected words (null when it goes); the same function each time. */
  registerFor: (section: string) => (selected: SelectedWords | null) => void;
  onAdd: (section: string, selection: { anchor: NoteAnchorJson; quote: string }) => void;
  onOpen: (id: string) => void;
}

/**
 * The notes of an item open in its form (with a working copy only): the threads, the marks in
 * each section, the panel and the new-note dialog. A note written or resolved in one browser is
 * announced through the working copy, so the others read the notes again at once.
 */
export function useItemNotes(itemId: string | null, doc: Y.Doc | null) {
  const query = useNotes(doc ? itemId : null);
  const queryClient = useQueryClient();
  // Opened from a mention (`?note=<thread>`): the panel shows that thread.
  const [linked] = useState(() => new URLSearchParams(window.location.search).get('note'));
  const [opened, setOpened] = useState(linked !== null);
  const [activeId, setActiveId] = useState<string | null>(linked);
  const [target, setTarget] = useState<NoteTarget | null>(null);
  const threads: NoteThread[] = query.data ?? [];
  const selections = useRef(new Map<string, SelectedWords>());
  const registrars = useRef(new Map<string, (selected: SelectedWords | null) => void>());
  const registerFor = (section: string) => {
    let registrar = registrars.current.get(section);
    if (!registrar) {
      registrar = (selected) => {
        if (selected) selections.current.set(section, selected);
        else selections.current.delete(section);
      };
      registrars.current.set(section, registrar);
    }
    return registrar;
  };

  useEffect(() => {
    if (!doc) return;
    const meta = metaMap(doc);
    const onMeta = (event: Y.YMapEvent<unknown>, transaction: Y.Transaction) => {
      if (!transaction.local && event.keysChanged.has('notesAt')) {
        void queryClient.invalidateQueries({ queryKey: groupKey('note') });
      }
    };
    meta.observe(onMeta);
    return () => meta.unobserve(onMeta);
  }, [doc, queryClient]);

  /** Tells the others in the item that the notes changed. */
  const announce = () => {
    if (doc) metaMap(doc).set('notesAt', Date.now());
  };

  const show = (thread: NoteThread) => {
    setActiveId(thread._id);
    document.querySelector(`[data-note="${globalThis.CSS.escape(thread._id)}"]`)?.scrollIntoView({ block: 'center' });
  };

  const sectionNotes: SectionNotes | null = doc
    ? {
        marksFor: (section) =>
          threads
            .filter((thread) => !thread.resolved && thread.section === section)
            .map((thread) => ({ id: thread._id, anchor: thread.anchor, active: thread._id === activeId })),
        registerFor,
        onAdd: (section, selection) =>
          setTarget({ section, anchor: selection.anchor as NoteAnchor, quote: selection.quote.slice(0, 1000) }),
        onOpen: (id) => {
          setActiveId(id);
          setOpened(true);
        },
      }
    : null;

  return {
    query,
    threads,
    openCount: threads.filter((thread) => !thread.resolved).length,
    opened,
    setOpened,
    activeId,
    target,
    /** After the new-note dialog: the new thread is shown in the panel. */
    onNoteDone: (id: string | null) => {
      setTarget(null);
      if (id) {
        announce();
        setActiveId(id);
        setOpened(true);
      }
    },
    announce,
    show,
    sectionNotes,
    /** A note on the words selected in any section (the panel's button); false when none are. */
    addOnSelection: (): boolean => {
      for (const [section, selected] of selections.current) {
        const selection = selected();
        if (selection) {
          setTarget({ section, anchor: selection.anchor as NoteAnchor, quote: selection.quote.slice(0, 1000) });
          return true;
        }
      }
      return false;
    },
  };
}
