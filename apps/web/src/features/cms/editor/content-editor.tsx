import '@mantine/dates/styles.css';
import { Alert, Button, Fieldset, Group, Switch, Text, VisuallyHidden } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import {
  type CmsItem,
  type ContentType,
  can,
  canTransition,
  contentEditRefusal,
  endpoints,
  mayChooseAuthor,
  mayEditContent,
  noteResolveRefusal,
  proposalCopyName,
  savesAsPendingChange,
  sharedCopyName,
} from '@masthead/contract';
import { IconHistory, IconLock, IconMessage } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import * as Y from 'yjs';
import { callApi } from '../../../api/call';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ContentStatusBadge } from '../../../components/content-status-badge';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { ErrorBlock, LoadingBlock } from '../../../components/query-state';
import { openSuggestionCount, writeRichText } from '../../../components/rich-text-editor/rich-text-copy';
import { formatDateTime } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useUnsavedGuard } from '../../../lib/use-unsaved-guard';
import { PresenceBar } from '../../../live/presence-bar';
import { fieldLabelOf } from '../../../live/presence-model';
import { type LiveCopyState, useLiveCopy } from '../../../live/use-live-copy';
import { presenceUser, usePresence } from '../../../live/use-presence';
import {
  COPY_SAVED_KEY,
  committedAt,
  isSeeded,
  markCommitted,
  metaMap,
  type ProposalBase,
  proposalBase,
  seedUpdate,
  setProposalBase,
  sharedSections,
} from '../../../live/working-copy';
import { useMe } from '../../../session/session';
import { NoteDialog, NotesDrawer, type SectionNotes, useItemNotes } from '../../notes';
import { useCmsRevision } from '../cms-api';
import { HistoryDrawer } from '../history/history-drawer';
import { PendingChangeBanner } from '../history/pending-change-banner';
import {
  type ContentFormValues,
  emptyValues,
  isLive,
  plainText,
  publishButtonLabel,
  requiredFields,
  typeTexts,
  valuesFromItem,
} from './content-model';
import { EditorActionBar } from './editor-action-bar';
import {
  changedFields,
  normalizedValues,
  rebaseValues,
  replaceCopyWith,
  seedOf,
  valuesFromCopy,
  withBodiesFromCopy,
  writeFormToCopy,
} from './live-form';
import { draftKey, dropDraft, keepDraft, readDraft } from './new-item-draft';
import readOnlyClasses from './read-only.module.css';
import { type SaveAction, useContentSave } from './use-content-save';
import { useLiveForm } from './use-live-form';
import { type PermalinkProps, type TitleProps, usePermalinkFollow } from './use-permalink-follow';
import { useUploadTracker } from './use-upload-tracker';
import { WorkingCopyNotice } from './working-copy-notice';

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

export interface ContentEditorProps {
  type: ContentType;
  item: CmsItem | null;
  /** Reads the item again and remounts the form (after a conflicting save). */
  onReload?: () => Promise<unknown>;
  /** Button texts: the page form says 'Save Draft' and 'Save and Publish'. */
  labels?: { save?: (item: CmsItem | null) => string; publish?: string };
  children: (context: EditorContext) => ReactNode;
}

/**
 * The frame every content form shares: heading and status, the read-only notice, the refusal
 * above the fields, the fields (`children`), the action bar and the unsaved-changes guard. The
 * work is in the hooks: saving (`useContentSave`), the permalink (`usePermalinkFollow`), uploads
 * and leaving.
 */
export function ContentEditor(props: ContentEditorProps) {
  const me = useMe();
  const loaded = props.item;
  const pending = loaded?.pendingChange ?? null;
  // The author of a change waiting for review goes on from that change, not from the live version.
  const editsPending =
    loaded !== null && pending !== null && pending.user?._id === me._id && savesAsPendingChange(me, loaded.status);
  const version = useCmsRevision(loaded?._id ?? '', editsPending && pending ? pending.revision : null);
  // Someone without Publish changes a live item in a proposal of their own: nothing unapproved is
  // ever in the shared copy that an editor's Update puts live (ADR 0021).
  const proposing =
    loaded !== null && savesAsPendingChange(me, loaded.status) && mayEditContent(me, me._id, loaded.user?._id ?? null);
  const copyName = loaded ? (proposing ? proposalCopyName(loaded._id, me._id) : sharedCopyName(loaded._id)) : null;
  const live = useLiveCopy(copyName);
  if (editsPending && !version.data) {
    return version.error ? (
      <ErrorBlock error={version.error} onRetry={() => void version.refetch()} />
    ) : (
      <LoadingBlock />
    );
  }
  if (loaded && !live.ready) return <LoadingBlock />;
  const startFrom = loaded && version.data ? { ...loaded, ...version.data.item, updatedAt: loaded.updatedAt } : loaded;
  return (
    <ContentEditorForm key={copyName ?? 'new'} {...props} startFrom={startFrom} live={live} proposing={proposing} />
  );
}

/** Whether a new item's form holds anything a person typed or chose (else nothing is kept). */
function hasContent(values: ContentFormValues): boolean {
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
function freshest(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

/**
 * The form's first values: the item's working copy when it has one (seeded from the item as
 * saved when nobody has opened it yet), else the saved item, else an empty form.
 */
function startingValues(saved: ContentFormValues, doc: Y.Doc | null): ContentFormValues {
  if (!doc) return saved;
  if (!isSeeded(doc)) Y.applyUpdate(doc, seedUpdate(seedOf(saved), writeRichText));
  return valuesFromCopy(doc, saved);
}

/**
 * A proposal's first values: seeded from the person's change waiting for review (or the live item),
 * and, when the live item changed since the proposal was made, brought onto it — what the
 * proposal did not change takes the live value, so submitting never undoes an editor's work.
 */
function startingProposal(seed: ContentFormValues, liveItem: CmsItem, doc: Y.Doc): ContentFormValues {
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

function ContentEditorForm({
  type,
  item: loaded,
  startFrom,
  live: liveState,
  onReload,
  labels,
  children,
  proposing,
}: ContentEditorProps & { startFrom: CmsItem | null; live: LiveCopyState; proposing: boolean }) {
  const me = useMe();
  const [item, setItem] = useState<CmsItem | null>(loaded);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [field, setField] = useState<string | null>(null);
  const copy = loaded ? liveState.copy : null;
  const doc = copy?.doc ?? null;
  const { peers, touch } = usePresence(copy?.provider ?? null, me, field);
  const suggestingHintId = useId();
  // Notes are anchored in the shared copy; a proposal is one person's own.
  const notes = useItemNotes(loaded?._id ?? null, proposing ? null : doc);
  const [suggesting, setSuggesting] = useState(false);
  const readOnlyRef = useRef(false);
  const [saved] = useState(() => (startFrom ? valuesFromItem(startFrom) : emptyValues(type, me._id)));
  /** The item as saved (for a proposal: the live item), to mark what the working copy changes. */
  const [savedValues, setSavedValues] = useState(() => (proposing && loaded ? valuesFromItem(loaded) : saved));
  /** The version this form's saves build on: the loaded one, then each of its own saves. */
  const baseRef = useRef(loaded?.updatedAt ?? null);
  const baseline = useMemo(() => normalizedValues(savedValues), [savedValues]);
  // A new item not saved yet: what was typed is kept in this browser until its first save (new-item-draft.ts).
  const draftStore = loaded === null ? draftKey(me._id, type) : null;
  const [restored, setRestored] = useState(() => (draftStore ? readDraft(localStorage, draftStore) : null));
  const draftSaved = useRef(false);
  const form = useForm<ContentFormValues>({
    mode: 'controlled',
    initialValues: useState(() =>
      restored
        ? restored.values
        : proposing && doc && loaded
          ? startingProposal(saved, loaded, doc)
          : startingValues(saved, doc),
    )[0],
    // Every change in the form goes into the working copy at once (others see it, nothing is lost).
    onValuesChange: (values) => {
      if (doc && !readOnlyRef.current) writeFormToCopy(doc, values);
    },
    // Which field an input is, for the caret of the one being typed in and undo of one's own typing.
    enhanceGetInputProps: ({ field: path }) => ({ 'data-path': path }),
  });
  // The same rule the server applies to a save (contract): a form never offers what Save would refuse.
  const refusal = item
    ? contentEditRefusal(me, me._id, { authorId: item.user?._id ?? null, status: item.status })
    : null;
  const readOnly = refusal !== null;
  readOnlyRef.current = readOnly;
  const mayPublish = can(me, 'Cms', ['Publish']);
  const liveForm = useLiveForm(form, doc, readOnly);
  const shownValues = useDeferredValue(form.values);
  const changes = useMemo(() => (doc ? changedFields(shownValues, baseline) : []), [doc, shownValues, baseline]);
  const live: LiveBinding | null = copy ? { doc: copy.doc, provider: copy.provider, user: presenceUser(me) } : null;

  // Restored values are changes to the empty form: Save saves them, leaving asks first.
  const restoredOnce = useRef(false);
  if (restored && !restoredOnce.current) {
    restoredOnce.current = true;
    form.setInitialValues(saved);
  }
  const [typed] = useDebouncedValue(form.values, 400);
  useEffect(() => {
    if (draftStore && !draftSaved.current) keepDraft(localStorage, draftStore, typed, !hasContent(typed));
  }, [draftStore, typed]);
  // The last keystrokes too, when the screen is left or the tab closed before the pause above.
  const formRef = useRef(form);
  formRef.current = form;
  useEffect(() => {
    if (!draftStore) return;
    const flush = () => {
      const values = formRef.current.getValues();
      if (!draftSaved.current) keepDraft(localStorage, draftStore, values, !hasContent(values));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [draftStore]);
  const discardDraft = () => {
    if (draftStore) dropDraft(localStorage, draftStore);
    setRestored(null);
    // Fresh section keys: the text editors start again, empty.
    const empty = emptyValues(type, me._id);
    form.setValues(empty);
    form.setInitialValues(empty);
    form.resetDirty(empty);
  };

  const { uploading, setUploading } = useUploadTracker();
  // With a working copy nothing typed is lost on leaving: it is kept (here and on the server); a
  // new item's is kept in this browser. Only a form with neither asks before leaving.
  const { leaving, leaveDialog } = useUnsavedGuard(() => doc === null && draftStore === null && form.isDirty());
  const { titleProps, permalinkProps } = usePermalinkFollow(form, {
    fixed: loaded !== null && isLive(loaded.status),
    loadedTitle: loaded?.title ?? '',
  });
  // Reads the item again and starts the form from it (after a restore, an approval or a rejection).
  const startAgain = (next: CmsItem, options: { replaceCopy?: boolean; approved?: boolean } = {}) => {
    if (doc && !proposing) {
      const current = withBodiesFromCopy(doc, form.getValues());
      if (options.replaceCopy) {
        // A restored version becomes the working copy too, for everyone in the item.
        replaceCopyWith(doc, valuesFromItem(next), current);
      } else if (options.approved) {
        // An approved change was never in the shared copy: it comes in now, and what the copy
        // changed besides stays (so the next Update does not take the approved change back).
        replaceCopyWith(doc, rebaseValues(current, baseline, normalizedValues(valuesFromItem(next))), current);
      }
      // The others in the item read it again too (its version and status are new).
      if (options.replaceCopy || options.approved) markCommitted(doc, next.updatedAt);
    }
    setItem(next);
    leaving.current = true;
    void onReload?.();
  };
  /** A version restored by someone who proposes: their proposal becomes that version (it waits for review). */
  const startProposalAgain = async (next: CmsItem) => {
    const revision = next.pendingChange?.revision;
    if (doc && revision) {
      const kept = await callApi(endpoints.cms.revision, { params: { id: next._id, revision } });
      replaceCopyWith(doc, valuesFromItem({ ...next, ...kept.item, updatedAt: next.updatedAt }));
    }
    startAgain(next);
  };
  /** The item as it is now on the server, and the mark of differences measured against it. */
  const refreshItem = async () => {
    if (!item) return null;
    const fresh = await callApi(endpoints.cms.get, { params: { id: item._id } });
    // The item went live or stopped being live: whether this person proposes or edits the shared copy changes.
    if (savesAsPendingChange(me, fresh.status) !== savesAsPendingChange(me, item.status)) {
      leaving.current = true;
      void onReload?.();
    }
    setItem(fresh);
    if (!proposing) setSavedValues(valuesFromItem(fresh));
    return fresh;
  };
  const refreshRef = useRef(refreshItem);
  refreshRef.current = refreshItem;
  // Someone else saved the working copy into the item: its status and version are new here too.
  useEffect(() => {
    if (!doc) return;
    const meta = metaMap(doc);
    // Someone saved the copy into the item, or the server marks a save made anywhere else (the
    // API, a bulk action, an approval): the item's status and the mark of changes follow. The
    // version saves build on moves only with saves of this copy, so a save made outside it is
    // still met by the stale-write check, never overwritten unseen.
    const onMeta = (event: Y.YMapEvent<unknown>, transaction: Y.Transaction) => {
      if (transaction.local) return;
      if (event.keysChanged.has('committedAt') || event.keysChanged.has(COPY_SAVED_KEY)) {
        void refreshRef.current().catch(() => undefined);
      }
    };
    meta.observe(onMeta);
    // A save made while this form was opening (after the item was read, before the copy was
    // joined) was marked nowhere it could hear: the item is read once more now that it listens.
    void refreshRef.current().catch(() => undefined);
    return () => meta.unobserve(onMeta);
  }, [doc]);
  useHotkeys(
    [
      [
        'mod+S',
        () => {
          if (!readOnly && pending === null) act('save');
        },
      ],
    ],
    [],
    true,
  );
  const { pending, run, preview, failure, staleDialog } = useContentSave({
    type,
    form,
    item,
    onSaved: (next, values, keptPending) => {
      if (draftStore) {
        draftSaved.current = true;
        dropDraft(localStorage, draftStore);
      }
      setItem(next);
      if (!keptPending) baseRef.current = next.updatedAt;
      if (!doc) return;
      // A proposal stays marked against the live item: it is what waits for review.
      if (!proposing) setSavedValues(keptPending ? values : valuesFromItem(next));
      if (!keptPending) markCommitted(doc, next.updatedAt);
    },
    baseVersion: () => freshest(baseRef.current, doc && !proposing ? committedAt(doc) : null),
    hasChanges: () => (doc ? changes.length > 0 : form.isDirty()),
    // After a refusal to save over a change made outside the working copy: that change becomes the working copy.
    // A proposal is brought onto the newer live version when the form starts again.
    onStaleReload:
      doc && onReload && !proposing
        ? async () => {
            const fresh = await refreshItem();
            if (fresh) replaceCopyWith(doc, valuesFromItem(fresh));
            await onReload();
          }
        : onReload,
    readOnly,
    savesPending: item !== null && savesAsPendingChange(me, item.status),
    leaving,
  });

  /** Update and Publish of a live item put the working copy live: say what first (the confirmation below). */
  const [confirming, setConfirming] = useState<SaveAction | null>(null);
  const putsLive = item !== null && isLive(item.status) && !proposing && !readOnly && mayPublish && doc !== null;
  const openSuggestions = () =>
    doc ? sharedSections(doc).reduce((sum, section) => sum + openSuggestionCount(section.body), 0) : 0;
  function act(action: SaveAction) {
    if (putsLive && action !== 'retract' && (changes.length > 0 || openSuggestions() > 0)) setConfirming(action);
    else void run(action);
  }
  const restoreOutcome =
    !item || !isLive(item.status)
      ? undefined
      : proposing
        ? 'The story is live: the version you restore becomes your change, sent for review; the live version stays until an editor approves it.'
        : 'The story is live: the version you restore goes live at once, for readers.';

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
  const heading = `${item ? (readOnly ? 'View' : 'Edit') : 'Add'} ${typeTexts[type].noun}`;

  return (
    <>
      <PageHeader
        title={heading}
        actions={
          item ? (
            <Group gap="sm">
              <Group gap={6}>
                <ContentStatusBadge status={item.status} />
                {item.status === 'Scheduled' && item.publishDate ? (
                  <Text size="sm" c="var(--masthead-muted)">
                    for {formatDateTime(item.publishDate)}
                  </Text>
                ) : null}
              </Group>
              <PresenceBar peers={peers} />
              {live && !readOnly && !proposing ? (
                <Switch
                  label="Suggest changes"
                  checked={suggesting}
                  onChange={(event) => setSuggesting(event.currentTarget.checked)}
                  aria-describedby={suggestingHintId}
                />
              ) : null}
              {live && !proposing ? (
                <Button
                  variant="default"
                  size="compact-sm"
                  leftSection={<IconMessage size={16} aria-hidden="true" />}
                  onClick={() => notes.setOpened(true)}
                  aria-label={`Notes, ${notes.openCount} open`}
                >
                  Notes{notes.openCount > 0 ? ` (${notes.openCount})` : ''}
                </Button>
              ) : null}
              <Button
                variant="default"
                size="compact-sm"
                leftSection={<IconHistory size={16} aria-hidden="true" />}
                onClick={() => setHistoryOpen(true)}
              >
                History
              </Button>
            </Group>
          ) : (
            <Text c="var(--masthead-muted)">New, not saved yet</Text>
          )
        }
      />
      <VisuallyHidden id={suggestingHintId}>
        While on, what you type and delete in the sections is marked as a suggestion for an editor to accept or reject.
      </VisuallyHidden>
      {refusal ? (
        // The variant's colour fails contrast as a title; the heading line is plain bold text instead.
        <Alert color="orange" variant="light" icon={<IconLock size={18} />} role="status" mb="md">
          <Text fw={700} size="sm">
            Open to read only
          </Text>
          <Text size="sm">{refusal}</Text>
        </Alert>
      ) : null}
      {item ? (
        <PendingChangeBanner
          item={item}
          mayPublish={mayPublish}
          meId={me._id}
          onReviewed={(next, approved) => startAgain(next, { approved })}
        />
      ) : null}
      {live ? (
        <WorkingCopyNotice
          proposing={proposing}
          changes={changes}
          online={liveState.online}
          unsynced={liveState.unsynced}
          mayDiscard={!readOnly}
          onDiscard={() => replaceCopyWith(live.doc, savedValues)}
        />
      ) : null}
      {restored && !item ? (
        <Alert color="blue" variant="light" role="status" mb="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              Restored what you typed here on {formatDateTime(restored.keptAt)}: it is kept in this browser until you
              save it.
            </Text>
            <Button size="compact-sm" variant="default" onClick={discardDraft}>
              Discard it
            </Button>
          </Group>
        </Alert>
      ) : null}
      <FormAlert failure={failure} />
      <form
        noValidate
        // Which field this user is in, for the others in the item.
        onFocus={(event) => setField(fieldLabelOf(event.target))}
        onKeyDown={(event) => {
          touch();
          liveForm.onKeyDown(event);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setField(null);
        }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) act('save');
        }}
      >
        {readOnly ? null : (
          <Text size="sm" c="var(--masthead-muted)" mb="md">
            Fields marked * are needed to publish; a draft needs only a title.
          </Text>
        )}
        {/* A disabled fieldset makes every native control inside read-only at once; the rich text follows `readOnly`. */}
        <Fieldset
          variant="unstyled"
          disabled={readOnly}
          className={readOnly ? readOnlyClasses.readOnly : undefined}
          p={0}
          m={0}
          miw={0}
        >
          {children(context)}
        </Fieldset>
        <EditorActionBar
          item={item}
          pending={pending}
          uploading={uploading}
          readOnly={readOnly}
          mayPublish={mayPublish}
          mayRetract={
            item !== null &&
            canTransition(me, me._id, { status: item.status, authorId: item.user?._id ?? null }, 'Retract')
          }
          saveLabel={labels?.save?.(item) ?? 'Save'}
          publishLabel={publishButtonLabel({
            mayPublish,
            status: item?.status ?? null,
            publishDate: form.values.publishDate,
            now: new Date(),
            label: labels?.publish ?? 'Publish',
          })}
          onRun={act}
          onPreview={() => void preview()}
        />
      </form>
      {staleDialog}
      {confirming && item ? (
        <ConfirmDialog
          opened
          onClose={() => setConfirming(null)}
          title="Put these changes live?"
          confirmLabel="Update the live story"
          onConfirm={() => run(confirming)}
          message={<LiveChangesSummary changes={changes} suggestions={openSuggestions()} item={item} />}
        />
      ) : null}
      {leaveDialog}
      {item && live && !proposing ? (
        <>
          <NotesDrawer
            opened={notes.opened}
            onClose={() => notes.setOpened(false)}
            threads={notes.threads}
            loading={notes.query.isPending}
            error={notes.query.error}
            onRetry={() => void notes.query.refetch()}
            activeId={notes.activeId}
            onShow={notes.show}
            onChanged={notes.announce}
            onAddOnSelection={notes.addOnSelection}
            mayResolve={(thread) =>
              noteResolveRefusal(me, me._id, {
                authorId: thread.user?._id ?? null,
                itemAuthorId: item.user?._id ?? null,
              }) === null
            }
          />
          <NoteDialog itemId={item._id} target={notes.target} onDone={notes.onNoteDone} />
        </>
      ) : null}
      {item ? (
        <HistoryDrawer
          item={item}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          mayRestore={!readOnly}
          formDirty={doc ? changes.length > 0 : form.isDirty()}
          restoreOutcome={restoreOutcome}
          onRestored={(restored) => {
            setHistoryOpen(false);
            if (proposing) void startProposalAgain(restored).catch(notifyError);
            else startAgain(restored, { replaceCopy: true });
          }}
        />
      ) : null}
    </>
  );
}

/** What an Update of a live item puts in front of readers, and what it leaves out. */
function LiveChangesSummary({ changes, suggestions, item }: { changes: string[]; suggestions: number; item: CmsItem }) {
  return (
    <>
      <Text size="sm">
        {changes.length > 0 ? (
          <>
            Readers will see these changes at once: <strong>{changes.join(', ')}</strong>.
          </>
        ) : (
          'Nothing readers see changes: the working copy is the live version.'
        )}
      </Text>
      {suggestions > 0 ? (
        <Text size="sm" mt="xs">
          {suggestions === 1 ? '1 open suggestion is' : `${suggestions} open suggestions are`} left out: they stay
          suggestions until someone accepts them.
        </Text>
      ) : null}
      {item.pendingChange ? (
        <Text size="sm" mt="xs">
          The change by {item.pendingChange.user?.name ?? 'someone'} waiting for review is left out: approve it to put
          it live.
        </Text>
      ) : null}
    </>
  );
}
