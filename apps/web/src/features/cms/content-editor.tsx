import '@mantine/dates/styles.css';
import { Alert, Box, Button, Fieldset, Group, List, Modal, Paper, Text } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type CmsItem,
  type CmsPatch,
  type ContentType,
  can,
  canTransition,
  contentEditRefusal,
  editPathByType,
  mayChooseAuthor,
  messages,
  pathTo,
  type RequestedStatus,
  type StaleWriteFields,
  toPermalink,
} from '@masthead/contract';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { type ChangeEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../api/api-error';
import { ContentStatusBadge } from '../../components/content-status-badge';
import { PageHeader } from '../../components/page-header';
import { StaleWriteDialog } from '../../components/stale-write-dialog';
import { SubmitButton } from '../../components/submit-button';
import { formFieldErrors } from '../../lib/field-errors';
import { staleWriteOf } from '../../lib/form-failure';
import { formatDateTime } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { initialSlugState, normalizeSlug, slugAfterManualEdit, slugAfterSourceChange } from '../../lib/slug-follow';
import { useMe } from '../auth/session';
import { requestPreview, useCreateCms, usePatchCms } from './cms-api';
import {
  type ContentFormValues,
  draftProblems,
  emptyValues,
  isLive,
  publishButtonLabel,
  publishFormProblems,
  requiredFields,
  typeTexts,
  valuesFromItem,
  writeFromValues,
} from './content-model';
import readOnlyClasses from './read-only.module.css';

export type SaveAction = 'save' | 'publish' | 'retract';

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
  titleProps: { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void; error?: ReactNode };
  permalinkProps: {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
    error?: ReactNode;
    description: string;
  };
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

/** The first field with an error gets focus, so keyboard and screen-reader users land on what to fix. */
function focusFirstInvalid() {
  window.requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>(
      'main [aria-invalid="true"], main [data-invalid-field="true"] button',
    );
    field?.focus();
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

/** Opens a tab at once (still inside the click, so no pop-up blocker), to be pointed at the preview when it is ready. */
function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.opener = null;
    tab.document.title = 'Preview';
    tab.document.body.textContent = 'Loading the preview…';
  } catch {
    // A browser may refuse access to the new tab; it is still pointed at the preview below.
  }
  return tab;
}

/**
 * Everything the content forms share: loading values, Save / Publish / Retract / Preview, the server's
 * answers (field errors, stale write, review), the last-updated line and the unsaved-changes guard.
 */
export function ContentEditor({ type, item: loaded, onReload, labels, children }: ContentEditorProps) {
  const me = useMe();
  const navigate = useNavigate();
  const createCms = useCreateCms();
  const patchCms = usePatchCms();
  const texts = typeTexts[type];
  const [item, setItem] = useState<CmsItem | null>(loaded);
  const [pending, setPending] = useState<SaveAction | 'preview' | null>(null);
  // `fieldsOnly`: the refusal was about fields, so it goes away once they are all fixed.
  const [failure, setFailure] = useState<{ message: string; fieldsOnly: boolean } | null>(null);
  const [stale, setStale] = useState<StaleWriteFields | null>(null);
  const [uploads, setUploads] = useState<ReadonlySet<string>>(new Set());
  const leaving = useRef(false);
  const required = requiredFields(type);
  const mayPublish = can(me, 'Cms', ['Publish']);
  // The same rule the server applies to a save (contract): a form never offers what Save would refuse.
  const refusal = item
    ? contentEditRefusal(me, me._id, { authorId: item.user?._id ?? null, status: item.status })
    : null;
  const readOnly = refusal !== null;

  const form = useForm<ContentFormValues>({
    mode: 'controlled',
    initialValues: loaded ? valuesFromItem(loaded) : emptyValues(type, me._id),
  });
  // A live item's address is public: it stays put unless edited here by hand.
  const slugFixed = loaded !== null && isLive(loaded.status);
  const [slug, setSlug] = useState(() =>
    initialSlugState(form.values.permaLink, form.values.title, { fixed: slugFixed }),
  );
  const [slugTyped, setSlugTyped] = useState(false);

  const setUploading = useCallback((key: string, uploading: boolean) => {
    setUploads((current) => {
      if (uploading === current.has(key)) return current;
      const next = new Set(current);
      if (uploading) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const dirty = form.isDirty();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && form.isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const showProblems = (problems: Record<string, string>, message: string) => {
    form.setErrors(problems);
    setFailure({ message, fieldsOnly: true });
    focusFirstInvalid();
  };

  /** Saves with the wanted status; resolves to the stored item, or null when it was refused. */
  const save = async (action: SaveAction): Promise<CmsItem | null> => {
    const values = form.getValues();
    const problems = action === 'publish' ? publishFormProblems(values, type) : draftProblems(values);
    setFailure(null);
    form.clearErrors();
    if (Object.keys(problems).length > 0) {
      showProblems(
        problems,
        action === 'publish' ? 'Complete the marked fields to publish:' : 'Please correct the marked fields:',
      );
      return null;
    }
    // Read-only, only a status change is possible (a publisher retracting); it carries no content.
    const body = readOnly ? {} : writeFromValues(values, type, item);
    let status: RequestedStatus | undefined;
    if (action === 'publish') status = 'Published';
    else if (action === 'retract') status = 'Retract';
    else if (!item) status = 'Draft';
    try {
      let saved: CmsItem;
      if (item) {
        const patch: CmsPatch = { ...body, updatedAt: item.updatedAt };
        if (status) patch.status = status;
        saved = await patchCms.mutateAsync({ id: item._id, body: patch });
      } else {
        saved = await createCms.mutateAsync({ ...writeFromValues(values, type, item), status });
      }
      setItem(saved);
      form.resetDirty(values);
      notifySuccess(item ? texts.updated : texts.added);
      if (action === 'publish' && saved.status === 'Need Review') {
        notifications.show({ color: 'blue', message: messages.sentForReview, withBorder: true });
      }
      // Publish with a future date does not publish yet: say when it will.
      if (action === 'publish' && saved.status === 'Scheduled' && saved.publishDate) {
        notifications.show({
          color: 'blue',
          message: `Scheduled: it will be published on ${formatDateTime(saved.publishDate)}`,
          withBorder: true,
        });
      }
      if (!item) {
        leaving.current = true;
        navigate(pathTo(editPathByType[type], { id: saved._id }), { replace: true });
      }
      return saved;
    } catch (error) {
      const staleWrite = staleWriteOf(error);
      if (staleWrite) {
        setStale(staleWrite);
        return null;
      }
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        showProblems(formFieldErrors(error.fields), error.message);
        return null;
      }
      setFailure({ message: errorMessage(error), fieldsOnly: false });
      notifyError(error);
      return null;
    }
  };

  const run = async (action: SaveAction) => {
    setPending(action);
    try {
      await save(action);
    } finally {
      setPending(null);
    }
  };

  const preview = async () => {
    const tab = openPendingTab();
    setPending('preview');
    try {
      let target = item;
      if (!item || (form.isDirty() && !isLive(item.status))) {
        target = await save('save');
      } else if (form.isDirty()) {
        notifications.show({ color: 'blue', message: messages.previewShowsSaved, withBorder: true });
      }
      if (!target) {
        tab?.close();
        return;
      }
      const { url } = await requestPreview(target._id);
      const absolute = new URL(url, window.location.origin).href;
      if (tab && !tab.closed) tab.location.href = absolute;
      else window.open(absolute, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      notifyError(error);
    } finally {
      setPending(null);
    }
  };

  const reload = async () => {
    if (!onReload) return;
    leaving.current = true;
    try {
      await onReload();
    } catch (error) {
      leaving.current = false;
      notifyError(error);
    }
  };

  const titleProps: EditorContext['titleProps'] = {
    value: form.values.title,
    error: form.errors.title,
    onChange: (event) => {
      const title = event.currentTarget.value;
      form.setFieldValue('title', title);
      const next = slugAfterSourceChange(slug, title);
      setSlug(next);
      if (next.follows) form.setFieldValue('permaLink', next.slug);
    },
  };
  const permalinkProps: EditorContext['permalinkProps'] = {
    value: form.values.permaLink,
    error: form.errors.permaLink,
    description: slug.follows
      ? 'Follows the title'
      : slugFixed && !slugTyped && slug.slug === toPermalink(loaded?.title ?? '')
        ? 'Kept while the item is live, so its address does not change'
        : 'Set by hand; clear it to follow the title',
    onChange: (event) => {
      const value = event.currentTarget.value;
      setSlugTyped(true);
      setSlug(slugAfterManualEdit(value));
      form.setFieldValue('permaLink', value);
    },
    onBlur: () => form.setFieldValue('permaLink', normalizeSlug(form.values.permaLink)),
  };

  // The list follows the form: each problem disappears as its field is fixed.
  const liveProblems = [...new Set(Object.values(form.errors).filter((error) => typeof error === 'string'))];
  const busy = pending !== null;
  const uploading = uploads.size > 0;
  const context: EditorContext = {
    form,
    item,
    required,
    busy: busy || readOnly,
    readOnly,
    mayChangeAuthor: mayChooseAuthor(me) && !readOnly,
    setUploading,
    titleProps,
    permalinkProps,
  };

  const saveLabel = labels?.save?.(item) ?? 'Save';
  const publishLabel = publishButtonLabel({
    mayPublish,
    status: item?.status ?? null,
    publishDate: form.values.publishDate,
    now: new Date(),
    label: labels?.publish ?? 'Publish',
  });
  const heading = `${item ? (readOnly ? 'View' : 'Edit') : 'Add'} ${texts.noun}`;

  return (
    <>
      <PageHeader
        title={heading}
        actions={
          item ? (
            <Group gap={6}>
              <ContentStatusBadge status={item.status} />
              {item.status === 'Scheduled' && item.publishDate ? (
                <Text size="sm" c="gray.8">
                  for {formatDateTime(item.publishDate)}
                </Text>
              ) : null}
            </Group>
          ) : (
            <Text c="gray.8">New, not saved yet</Text>
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
      {failure && (!failure.fieldsOnly || liveProblems.length > 0) ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          mb="md"
          title={failure.message}
        >
          {liveProblems.length > 0 && !(liveProblems.length === 1 && liveProblems[0] === failure.message) ? (
            <List size="sm">
              {liveProblems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) void run('save');
        }}
      >
        {readOnly ? null : (
          <Text size="sm" c="gray.8" mb="md">
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
        <Paper
          withBorder
          radius="md"
          p="sm"
          mt="lg"
          pos="sticky"
          bottom={8}
          style={{ zIndex: 20, boxShadow: 'var(--mantine-shadow-md)' }}
        >
          <Group justify="space-between" gap="sm">
            <Box>
              {item ? (
                <Text size="sm" c="gray.8">
                  Last updated {formatDateTime(item.updatedAt)}
                  {item.updatedBy ? ` by ${item.updatedBy.name}` : ''}
                </Text>
              ) : null}
              {!mayPublish && !readOnly ? (
                <Text size="xs" c="gray.8">
                  Submit for review sends the item to an editor who can publish it.
                </Text>
              ) : null}
              {uploading ? (
                <Text size="xs" c="gray.8" role="status">
                  Waiting for uploads to finish…
                </Text>
              ) : null}
            </Box>
            <Group gap="sm">
              <Button
                variant="default"
                onClick={() => void preview()}
                loading={pending === 'preview'}
                disabled={busy || uploading}
              >
                Preview
              </Button>
              {item &&
              canTransition(me, me._id, { status: item.status, authorId: item.user?._id ?? null }, 'Retract') ? (
                <Button
                  variant="default"
                  c="red.9"
                  onClick={() => void run('retract')}
                  loading={pending === 'retract'}
                  disabled={busy || uploading}
                >
                  Retract
                </Button>
              ) : null}
              {readOnly ? null : (
                <>
                  <SubmitButton variant="default" loading={pending === 'save'} disabled={busy || uploading}>
                    {saveLabel}
                  </SubmitButton>
                  <SubmitButton
                    type="button"
                    onClick={() => void run('publish')}
                    loading={pending === 'publish'}
                    disabled={busy || uploading}
                  >
                    {publishLabel}
                  </SubmitButton>
                </>
              )}
            </Group>
          </Group>
        </Paper>
      </form>
      <StaleWriteDialog stale={stale} onClose={() => setStale(null)} onReload={reload} />
      <Modal.Root opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header role="none">
            <Modal.Title fw={600}>Leave without saving?</Modal.Title>
            <Modal.CloseButton aria-label="Close" />
          </Modal.Header>
          <Modal.Body>
            <Text>{messages.unsavedChanges}</Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
                Stay
              </Button>
              <Button color="red" onClick={() => blocker.proceed?.()}>
                Leave
              </Button>
            </Group>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
