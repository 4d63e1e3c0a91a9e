import { Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type BreakingNews, breakingNewsCreateSchema, mayRead, messages } from '@masthead/contract';
import { Dialog } from '../../components/dialog';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { useFormFailure } from '../../lib/form-failure';
import { notifySuccess } from '../../lib/notify';
import { useMe } from '../../session/session';
import { useCreateBreakingNews, useUpdateBreakingNews } from './breaking-news-api';
import { StoryLinkPicker } from './story-link-picker';

interface Values {
  title: string;
  url: string;
}

/** 'Add Breaking News' and its Edit: a headline and an optional link to the story. */
export function BreakingNewsDialog({
  opened,
  onClose,
  news,
  onReload,
}: {
  opened: boolean;
  onClose: () => void;
  /** The item to edit; null for Add. */
  news: BreakingNews | null;
  /** Reads the list again after someone else saved this item (the form then shows their version). */
  onReload: () => Promise<void>;
}) {
  return (
    <Dialog opened={opened} onClose={onClose} title={news ? 'Edit Breaking News' : 'Add Breaking News'}>
      <BreakingNewsForm
        key={`${news?._id ?? 'new'}:${news?.updatedAt ?? ''}`}
        news={news}
        onDone={onClose}
        onReload={onReload}
      />
    </Dialog>
  );
}

function BreakingNewsForm({
  news,
  onDone,
  onReload,
}: {
  news: BreakingNews | null;
  onDone: () => void;
  onReload: () => Promise<void>;
}) {
  const me = useMe();
  const mayPickStory = mayRead(me, 'Cms');
  const create = useCreateBreakingNews();
  const update = useUpdateBreakingNews();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { title: news?.title ?? '', url: news?.url ?? '' },
    validate: schemaResolver(breakingNewsCreateSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const { failure, clearFailure, showFailure, staleDialog } = useFormFailure(form, {
    reload: news ? onReload : undefined,
  });

  const submit = async (values: Values) => {
    clearFailure();
    const url = values.url.trim();
    try {
      if (news) {
        await update.mutateAsync({ id: news._id, body: { title: values.title, url, updatedAt: news.updatedAt } });
        notifySuccess(messages.breakingNewsUpdated);
      } else {
        // The link is sent only when given (SPEC §5).
        await create.mutateAsync({ title: values.title, ...(url ? { url } : {}) });
        notifySuccess(messages.breakingNewsAdded);
      }
      onDone();
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <FormAlert failure={failure} />
        <Stack gap="sm">
          <TextInput label="Headline" required data-autofocus {...form.getInputProps('title')} />
          <TextInput
            label="URL"
            placeholder="https://… or /story-address"
            description="A web address, or a path on our site"
            inputMode="url"
            {...form.getInputProps('url')}
          />
          {mayPickStory ? <StoryLinkPicker onPick={(path) => form.setFieldValue('url', path)} /> : null}
          <Group justify="flex-end">
            <SubmitButton loading={create.isPending || update.isPending}>
              {news ? 'Update' : 'Create Breaking News'}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
      {staleDialog}
    </>
  );
}
