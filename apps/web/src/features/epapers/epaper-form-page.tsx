import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Epaper,
  type EpaperWrite,
  epaperPublishProblems,
  isLiveEpaper,
  KEYWORDS_MAX,
  keywordsOf,
  messages,
  type PdfPage,
  paths,
  withKeywords,
} from '@masthead/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentStatusBadge } from '../../components/content-status-badge';
import { CountedTextInput } from '../../components/counted-text';
import { DateTimeField } from '../../components/date-time-field';
import { FileUpload } from '../../components/file-upload';
import { FormPage, LastUpdated } from '../../components/form-page';
import { RecordLoader } from '../../components/record-loader';
import { SeoFields, seoTitleAndDescriptionRequired } from '../../components/seo-fields';
import { keepFocusOnPress } from '../../components/submit-button';
import { isoToLocal, localToIso } from '../../lib/day-input';
import { useFormFailure } from '../../lib/form-failure';
import { notifySuccess } from '../../lib/notify';
import { publishedText } from './epaper-texts';
import { useCreateEpaper, useEpaper, useUpdateEpaper } from './epapers-api';
import { PageStrip } from './page-strip';

interface EpaperFormValues {
  title: string;
  seo: { title: string; description: string; keywords: string };
  file: string | null;
  /** Local 'YYYY-MM-DD HH:mm:ss' (lib/day-input). */
  publishDate: string | null;
}

export function EpaperCreatePage() {
  return <EpaperForm />;
}

export function EpaperEditPage() {
  const { id = '' } = useParams();
  const epaper = useEpaper(id);
  return (
    <RecordLoader query={epaper} title="Edit Epaper">
      {(loaded, reload) => <EpaperForm key={loaded._id} epaper={loaded} reload={reload} />}
    </RecordLoader>
  );
}

function bodyOf(values: EpaperFormValues, epaper?: Epaper): EpaperWrite {
  return {
    title: values.title,
    seo: withKeywords(
      { title: values.seo.title, description: values.seo.description, metaTags: epaper?.seo.metaTags ?? [] },
      values.seo.keywords,
    ),
    file: values.file,
    publishDate: localToIso(values.publishDate),
  };
}

/** The e-paper form (SPEC §2): a draft needs a title; publishing needs the marked fields (SPEC §5). */
function EpaperForm({ epaper, reload }: { epaper?: Epaper; reload?: () => Promise<void> }) {
  const navigate = useNavigate();
  const create = useCreateEpaper();
  const update = useUpdateEpaper();
  const [uploading, setUploading] = useState(false);
  const [pages, setPages] = useState<PdfPage[]>(epaper?.file?.pages ?? []);
  const [pending, setPending] = useState<'save' | 'publish' | null>(null);
  const form = useForm<EpaperFormValues>({
    mode: 'controlled',
    initialValues: {
      title: epaper?.title ?? '',
      seo: {
        title: epaper?.seo.title ?? '',
        description: epaper?.seo.description ?? '',
        keywords: keywordsOf(epaper?.seo),
      },
      file: epaper?.file?._id ?? null,
      publishDate: isoToLocal(epaper?.publishDate),
    },
  });
  const { failure, clearFailure, showFailure, showProblems, staleDialog } = useFormFailure(form, {
    reload,
    toast: true,
  });
  const live = epaper ? isLiveEpaper(epaper.status) : false;

  const save = async (action: 'save' | 'publish') => {
    clearFailure();
    form.clearErrors();
    const values = form.getValues();
    const body = bodyOf(values, epaper);
    const problems =
      action === 'publish'
        ? epaperPublishProblems({
            title: values.title,
            seo: values.seo,
            file: values.file,
            publishDate: body.publishDate,
          })
        : values.title.trim() === ''
          ? { title: messages.titleRequired }
          : {};
    if (values.seo.keywords.length > KEYWORDS_MAX) problems['seo.keywords'] = messages.tooLong(KEYWORDS_MAX);
    if (Object.keys(problems).length > 0) {
      showProblems(problems, Object.values(problems)[0] as string);
      return;
    }
    setPending(action);
    try {
      const status = action === 'publish' ? 'Published' : undefined;
      const saved = epaper
        ? await update.mutateAsync({ id: epaper._id, body: { ...body, status, updatedAt: epaper.updatedAt } })
        : await create.mutateAsync({ ...body, status });
      notifySuccess(
        action === 'publish' ? publishedText(saved.status) : epaper ? messages.epaperUpdated : messages.epaperAdded,
      );
      navigate(paths.epapers);
    } catch (error) {
      showFailure(error);
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <FormPage
        title={epaper ? 'Edit Epaper' : 'Add Epaper'}
        notice={
          epaper ? (
            <Group gap="xs" mb="sm">
              <ContentStatusBadge status={epaper.status} />
            </Group>
          ) : null
        }
        maw={900}
        failure={failure}
        onSubmit={(event) => {
          event.preventDefault();
          void save('save');
        }}
      >
        <CountedTextInput label="Title" required max={300} {...form.getInputProps('title')} />
        <SeoFields form={form} required={seoTitleAndDescriptionRequired} />
        <Stack gap="xs">
          <FileUpload
            label="PDF"
            kind="epaper"
            withAsterisk
            value={form.values.file}
            initialAsset={epaper?.file ?? null}
            onChange={(id) => form.setFieldValue('file', id)}
            onAsset={(asset) => setPages(asset?.pages ?? [])}
            onUploadingChange={setUploading}
            error={form.errors.file}
          />
          {form.values.file ? <PageStrip pages={pages} title={form.values.title || 'Edition'} /> : null}
        </Stack>
        <DateTimeField
          label="Publish date and time"
          subject="Publish"
          description="A future time schedules publishing"
          withAsterisk
          clearable
          {...form.getInputProps('publishDate')}
        />
        <LastUpdated at={epaper?.updatedAt} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.epapers} variant="default" onMouseDown={keepFocusOnPress}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={live ? 'filled' : 'default'}
            loading={pending === 'save'}
            disabled={uploading || pending !== null}
            onMouseDown={keepFocusOnPress}
          >
            Save
          </Button>
          {live ? null : (
            <Button
              loading={pending === 'publish'}
              disabled={uploading || pending !== null}
              onMouseDown={keepFocusOnPress}
              onClick={() => void save('publish')}
            >
              Publish
            </Button>
          )}
        </Group>
      </FormPage>
      {staleDialog}
    </>
  );
}
