export { MentionsPanel } from './mentions-panel';
export { NoteDialog } from './note-dialog';
export { useMentions } from './notes-api';
export { NotesDrawer } from './notes-drawer';
export { type SectionNotes, useItemNotes } from './use-item-notes';
