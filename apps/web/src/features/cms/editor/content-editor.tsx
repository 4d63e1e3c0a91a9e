import '@mantine/dates/styles.css';
import { Alert, Button, Fieldset, Group, Text } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useHotkeys } from '@mantine/hooks';
import {
  type CmsItem,
  type ContentType,
  can,
  canTransition,
  contentEditRefusal,
  mayChooseAuthor,
  savesAsPendingChange,
} from '@masthead/contract';
import { IconHistory, IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ContentStatusBadge } from '../../../components/content-status-badge';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { ErrorBlock, LoadingBlock } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { useUnsavedGuard } from '../../../lib/use-unsaved-guard';
import { useMe } from '../../auth/session';
import { PresenceBar } from '../../collab/presence-bar';
import { fieldLabelOf } from '../../collab/presence-model';
import { usePresence } from '../../collab/use-presence';
import { useCmsRevision } from '../cms-api';
import { HistoryDrawer } from '../history/history-drawer';
import { PendingChangeBanner } from '../history/pending-change-banner';
import {
  type ContentFormValues,
  emptyValues,
  isLive,
  publishButtonLabel,
  requiredFields,
  typeTexts,
  valuesFromItem,
} from './content-model';
import { EditorActionBar } from './editor-action-bar';
import readOnlyClasses from './read-only.module.css';
import { useContentSave } from './use-content-save';
import { type PermalinkProps, type TitleProps, usePermalinkFollow } from './use-permalink-follow';
import { useUploadTracker } from './use-upload-tracker';

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
  if (editsPending && !version.data) {
    return version.error ? (
      <ErrorBlock error={version.error} onRetry={() => void version.refetch()} />
    ) : (
      <LoadingBlock />
    );
  }
  const startFrom = loaded && version.data ? { ...loaded, ...version.data.item, updatedAt: loaded.updatedAt } : loaded;
  return <ContentEditorForm {...props} startFrom={startFrom} />;
}

function ContentEditorForm({
  type,
  item: loaded,
  startFrom,
  onReload,
  labels,
  children,
}: ContentEditorProps & { startFrom: CmsItem | null }) {
  const me = useMe();
  const [item, setItem] = useState<CmsItem | null>(loaded);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [field, setField] = useState<string | null>(null);
  const { peers, touch } = usePresence(item?._id ?? null, me, field);
  const form = useForm<ContentFormValues>({
    mode: 'controlled',
    initialValues: startFrom ? valuesFromItem(startFrom) : emptyValues(type, me._id),
  });
  // The same rule the server applies to a save (contract): a form never offers what Save would refuse.
  const refusal = item
    ? contentEditRefusal(me, me._id, { authorId: item.user?._id ?? null, status: item.status })
    : null;
  const readOnly = refusal !== null;
  const mayPublish = can(me, 'Cms', ['Publish']);

  const { uploading, setUploading } = useUploadTracker();
  const { leaving, leaveDialog } = useUnsavedGuard(() => form.isDirty());
  const { titleProps, permalinkProps } = usePermalinkFollow(form, {
    fixed: loaded !== null && isLive(loaded.status),
    loadedTitle: loaded?.title ?? '',
  });
  // Reads the item again and starts the form from it (after a restore, an approval or a rejection).
  const startAgain = (saved: CmsItem) => {
    setItem(saved);
    leaving.current = true;
    void onReload?.();
  };
  useHotkeys(
    [
      [
        'mod+S',
        () => {
          if (!readOnly && pending === null) void run('save');
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
    onSaved: setItem,
    readOnly,
    savesPending: item !== null && savesAsPendingChange(me, item.status),
    leaving,
    onReload,
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
      {refusal ? (
        // The variant's colour fails contrast as a title; the heading line is plain bold text instead.
        <Alert color="orange" variant="light" icon={<IconLock size={18} />} role="status" mb="md">
          <Text fw={700} size="sm">
            Open to read only
          </Text>
          <Text size="sm">{refusal}</Text>
        </Alert>
      ) : null}
      {item ? <PendingChangeBanner item={item} mayPublish={mayPublish} meId={me._id} onReviewed={startAgain} /> : null}
      <FormAlert failure={failure} />
      <form
        noValidate
        // Which field this user is in, for the others in the item.
        onFocus={(event) => setField(fieldLabelOf(event.target))}
        onKeyDown={touch}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setField(null);
        }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) void run('save');
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
          onRun={(action) => void run(action)}
          onPreview={() => void preview()}
        />
      </form>
      {staleDialog}
      {leaveDialog}
      {item ? (
        <HistoryDrawer
          item={item}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          mayRestore={!readOnly}
          formDirty={form.isDirty()}
          onRestored={(saved) => {
            setHistoryOpen(false);
            startAgain(saved);
          }}
        />
      ) : null}
    </>
  );
}
