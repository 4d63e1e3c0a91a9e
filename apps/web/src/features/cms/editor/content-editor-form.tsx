import { type CmsItem, can, contentEditRefusal, mayChooseAuthor, savesAsPendingChange } from '@masthead/contract';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { notifyError } from '../../../lib/notify';
import { useUnsavedGuard } from '../../../lib/use-unsaved-guard';
import type { LiveCopyState } from '../../../live/use-live-copy';
import { useMe } from '../../../session/session';
import { PendingChangeBanner } from '../history/pending-change-banner';
import { ContentActionBar } from './content-action-bar';
import type { ContentEditorProps } from './content-editor';
import { emptyValues, isLive, requiredFields, typeTexts, valuesFromItem } from './content-model';
import type { EditorContext } from './editor-context';
import { ItemHistoryDrawer, ItemNotesDrawer } from './editor-drawers';
import { EditorFormFrame } from './editor-form-frame';
import { EditorHeader } from './editor-header';
import { ReadOnlyAlert, RestoredDraftAlert } from './editor-notices';
import { replaceCopyWith } from './live-form';
import { draftKey } from './new-item-draft';
import { useContentForm, useCopyChanges } from './use-content-form';
import { useEditorSave } from './use-editor-save';
import { useItemSession } from './use-item-session';
import { useLiveForm } from './use-live-form';
import { useDraftKeeping, useNewItemDraft } from './use-new-item-draft';
import { usePermalinkFollow } from './use-permalink-follow';
import { useUploadTracker } from './use-upload-tracker';
import { WorkingCopyNotice } from './working-copy-notice';

export interface ContentEditorFormProps extends ContentEditorProps {
  /** The values the form starts from: the item, or the person's change waiting for review. */
  startFrom: CmsItem | null;
  live: LiveCopyState;
  proposing: boolean;
}

/** A content form bound to its item's session: the hooks that hold it, and the frame that shows it. */
export function ContentEditorForm({
  type,
  item: loaded,
  startFrom,
  live: liveState,
  onReload,
  labels,
  children,
  proposing,
}: ContentEditorFormProps) {
  const me = useMe();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const [saved] = useState(() => (startFrom ? valuesFromItem(startFrom) : emptyValues(type, me._id)));
  // The form goes without asking and is read again; `leaving` is the unsaved guard's, set up below.
  const restart = () => {
    leaving.current = true;
    void onReload?.();
  };
  const session = useItemSession({ loaded, liveState, proposing, saved, onReload, restart });
  const { item, doc, live, notes } = session;
  const draft = useNewItemDraft(loaded === null ? draftKey(me._id, type) : null);
  const { form, readOnlyRef } = useContentForm({
    restored: draft.restored?.values ?? null,
    saved,
    loaded,
    doc,
    proposing,
  });
  // The same rule the server applies to a save (contract): a form never offers what Save would refuse.
  const refusal = item
    ? contentEditRefusal(me, me._id, { authorId: item.user?._id ?? null, status: item.status })
    : null;
  const readOnly = refusal !== null;
  readOnlyRef.current = readOnly;
  const mayPublish = can(me, 'Cms', ['Publish']);
  const liveForm = useLiveForm(form, doc, readOnly);
  const changes = useCopyChanges(form, doc, session.baseline);
  const discardDraft = useDraftKeeping(form, draft, saved, () => emptyValues(type, me._id));
  const { uploading, setUploading } = useUploadTracker();
  // With a working copy nothing typed is lost on leaving: it is kept (here and on the server); a
  // new item's is kept in this browser. Only a form with neither asks before leaving.
  const { leaving, leaveDialog } = useUnsavedGuard(() => doc === null && draft.store === null && form.isDirty());
  const { titleProps, permalinkProps } = usePermalinkFollow(form, {
    fixed: loaded !== null && isLive(loaded.status),
    loadedTitle: loaded?.title ?? '',
  });
  const { pending, act, preview, failure, staleDialog, confirmDialog } = useEditorSave({
    type,
    form,
    item,
    onSaved: (next, values, keptPending) => {
      draft.dropOnSave();
      session.markSaved(next, values, keptPending);
    },
    baseVersion: session.baseVersion,
    hasChanges: () => (doc ? changes.length > 0 : form.isDirty()),
    onStaleReload: session.staleReload,
    readOnly,
    savesPending: item !== null && savesAsPendingChange(me, item.status),
    leaving,
    doc,
    changes,
    proposing,
    mayPublish,
  });

  const context: EditorContext = {
    form,
    item,
    required: requiredFields(type),
    busy: pending !== null || readOnly,
    readOnly,
    mayChangeAuthor: mayChooseAuthor(me) && !readOnly,
    setUploading,
    titleProps,
    permalinkProps,
    live,
    notes: notes.sectionNotes,
    suggesting: doc !== null && suggesting,
    // DECISIONS: accepting or rejecting needs Edit, and Publish when the item is live.
    mayReviewSuggestions: can(me, 'Cms', ['Edit']) && (item === null || !isLive(item.status) || mayPublish),
  };

  return (
    <>
      <EditorHeader
        heading={`${item ? (readOnly ? 'View' : 'Edit') : 'Add'} ${typeTexts[type].noun}`}
        item={item}
        peers={session.peers}
        maySuggest={live !== null && !readOnly && !proposing}
        suggesting={suggesting}
        onSuggestingChange={setSuggesting}
        openNotes={live && !proposing ? notes.openCount : null}
        onOpenNotes={() => notes.setOpened(true)}
        onOpenHistory={() => setHistoryOpen(true)}
      />
      {refusal ? <ReadOnlyAlert refusal={refusal} /> : null}
      {item ? (
        <PendingChangeBanner
          item={item}
          mayPublish={mayPublish}
          meId={me._id}
          onReviewed={(next, approved) => session.startAgain(next, form.getValues(), { approved })}
        />
      ) : null}
      {live ? (
        <WorkingCopyNotice
          proposing={proposing}
          changes={changes}
          online={liveState.online}
          unsynced={liveState.unsynced}
          mayDiscard={!readOnly}
          onDiscard={() => replaceCopyWith(live.doc, session.savedValues)}
        />
      ) : null}
      {draft.restored && !item ? <RestoredDraftAlert keptAt={draft.restored.keptAt} onDiscard={discardDraft} /> : null}
      <FormAlert failure={failure} />
      <EditorFormFrame
        readOnly={readOnly}
        onFieldChange={session.setField}
        onKeyDown={(event) => {
          session.touch();
          liveForm.onKeyDown(event);
        }}
        onSave={() => act('save')}
        actionBar={
          <ContentActionBar
            item={item}
            publishDate={form.values.publishDate}
            pending={pending}
            uploading={uploading}
            readOnly={readOnly}
            labels={labels}
            onRun={act}
            onPreview={() => void preview()}
          />
        }
      >
        {children(context)}
      </EditorFormFrame>
      {staleDialog}
      {confirmDialog}
      {leaveDialog}
      {item && live && !proposing ? <ItemNotesDrawer item={item} notes={notes} /> : null}
      {item ? (
        <ItemHistoryDrawer
          item={item}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          readOnly={readOnly}
          proposing={proposing}
          formDirty={doc ? changes.length > 0 : form.isDirty()}
          onRestored={(restored) => {
            setHistoryOpen(false);
            if (proposing) void session.startProposalAgain(restored).catch(notifyError);
            else session.startAgain(restored, form.getValues(), { replaceCopy: true });
          }}
        />
      ) : null}
    </>
  );
}
