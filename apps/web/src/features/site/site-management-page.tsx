import { Button, Code, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ANALYTICS_MAX,
  can,
  endpoints,
  fieldErrorsOf,
  keywordsOf,
  messages,
  type SiteManagement,
  type SiteWrite,
  siteWriteSchema,
  withKeywords,
} from '@masthead/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../api/call';
import { stored } from '../../api/read-key';
import { useRead } from '../../api/use-read';
import { useWrite } from '../../api/use-write';
import { FileUpload } from '../../components/file-upload';
import { FormPage, LastUpdated } from '../../components/form-page';
import { RecordLoader } from '../../components/record-loader';
import { SeoFields, seoTitleAndDescriptionRequired } from '../../components/seo-fields';
import { keepFocusOnPress, SubmitButton } from '../../components/submit-button';
import { UrlInput } from '../../components/url-input';
import { formFieldErrors } from '../../lib/field-errors';
import { useFormFailure } from '../../lib/form-failure';
import { notifySuccess } from '../../lib/notify';
import { useMe } from '../../session/session';

type FileField = 'siteLogo' | 'siteFavicon' | 'footerLogo' | 'sitemap' | 'robotFile';
const profiles = [
  ['facebookProfile', 'Facebook profile'],
  ['youtubeProfile', 'YouTube channel'],
  ['twitterProfile', 'X (Twitter) profile'],
  ['instagramProfile', 'Instagram profile'],
  ['linkedInProfile', 'LinkedIn page'],
] as const;
const analytics = [
  ['googleAnalytics', 'Google Analytics'],
  ['facebookAnalytics', 'Facebook Analytics'],
] as const;

interface SiteFormValues extends Omit<SiteWrite, FileField | 'seo'> {
  files: Record<FileField, string | null>;
  seo: { title: string; description: string; keywords: string };
}

function useSiteSettings() {
  return useRead(endpoints.site.get, {});
}

/** 'Site Management' (SPEC §2): the site's identity, its files, analytics and social profiles. */
export function SiteManagementPage() {
  const settings = useSiteSettings();
  return (
    <RecordLoader query={settings} title="Site Management">
      {(loaded, reload) => <SiteForm key={loaded._id ?? 'new'} site={loaded} reload={reload} />}
    </RecordLoader>
  );
}

function SiteForm({ site, reload }: { site: SiteManagement; reload: () => Promise<void> }) {
  const me = useMe();
  const navigate = useNavigate();
  const readOnly = !can(me, 'Site', ['Edit']);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const form = useForm<SiteFormValues>({
    mode: 'controlled',
    initialValues: {
      siteName: site.siteName,
      siteUrl: site.siteUrl,
      googleAnalytics: site.googleAnalytics,
      facebookAnalytics: site.facebookAnalytics,
      footerCopyright: site.footerCopyright,
      facebookProfile: site.facebookProfile,
      youtubeProfile: site.youtubeProfile,
      twitterProfile: site.twitterProfile,
      instagramProfile: site.instagramProfile,
      linkedInProfile: site.linkedInProfile,
      files: {
        siteLogo: site.siteLogo?._id ?? null,
        siteFavicon: site.siteFavicon?._id ?? null,
        footerLogo: site.footerLogo?._id ?? null,
        sitemap: site.sitemap?._id ?? null,
        robotFile: site.robotFile?._id ?? null,
      },
      seo: { title: site.seo.title, description: site.seo.description, keywords: keywordsOf(site.seo) },
    },
  });
  const { failure, clearFailure, showFailure, showProblems, staleDialog } = useFormFailure(form, {
    reload,
    toast: true,
  });
  // The answer is the settings as stored; the tab title, favicon and header logo follow at once (`stale-after.ts`).
  const save = useWrite(endpoints.site.update, {
    call: (body: SiteWrite) =>
      site._id
        ? callApi(endpoints.site.update, {
            params: { id: site._id },
            body: { ...body, _id: site._id, updatedAt: site.updatedAt ?? undefined },
          })
        : callApi(endpoints.site.create, { body }),
    store: (saved) => stored(endpoints.site.get, {}, saved),
  });

  // The form's own groupings (`files`, the keywords line) are not fields of the API: the server refuses those.
  const bodyOf = ({ files, seo, ...values }: SiteFormValues): SiteWrite => ({
    ...values,
    ...files,
    seo: withKeywords({ title: seo.title, description: seo.description, metaTags: site.seo.metaTags }, seo.keywords),
  });

  const submit = async (values: SiteFormValues) => {
    clearFailure();
    const body = bodyOf(values);
    const parsed = siteWriteSchema.safeParse(body);
    if (!parsed.success) {
      const problems = formFieldErrors(fieldErrorsOf(parsed.error.issues));
      showProblems(problems, Object.values(problems)[0] as string);
      return;
    }
    try {
      await save.mutateAsync(body);
      notifySuccess(messages.siteSaved);
    } catch (error) {
      showFailure(error);
    }
  };

  const fileField = (field: FileField, label: string, kind: 'image' | 'sitemap' | 'robots' = 'image') => (
    <FileUpload
      label={label}
      kind={kind}
      value={form.values.files[field]}
      initialAsset={site[field]}
      onChange={(id) => form.setFieldValue(`files.${field}`, id)}
      onUploadingChange={(busy) => setUploading((current) => ({ ...current, [field]: busy }))}
      error={form.errors[field] ?? form.errors[`files.${field}`]}
      disabled={readOnly}
    />
  );

  return (
    <>
      <FormPage title="Site Management" maw={960} failure={failure} onSubmit={form.onSubmit(submit)}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Site name"
            required
            maxLength={200}
            disabled={readOnly}
            {...form.getInputProps('siteName')}
          />
          <UrlInput label="Site URL" disabled={readOnly} {...form.getInputProps('siteUrl')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {fileField('siteLogo', 'Site logo')}
          {fileField('siteFavicon', 'Favicon')}
          {fileField('footerLogo', 'Footer logo')}
        </SimpleGrid>
        <Title order={2} size="h4" mt="sm">
          Search engines
        </Title>
        {/* The site's search texts are what a search engine shows for the home page: both are asked for. */}
        <SeoFields form={form} required={seoTitleAndDescriptionRequired} disabled={readOnly} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {fileField('sitemap', 'Sitemap', 'sitemap')}
          {fileField('robotFile', 'Robots file', 'robots')}
        </SimpleGrid>
        <Text size="sm" c="var(--masthead-muted)">
          The sitemap must be well-formed XML and the robots file plain text; both are kept for the public site.
        </Text>
        <Title order={2} size="h4" mt="sm">
          Analytics
        </Title>
        <Text size="sm" c="var(--masthead-muted)">
          Kept as given for the public site; never run here. Paste the snippet, e.g. <Code>{'<script …>'}</Code>.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {analytics.map(([field, label]) => (
            <Textarea
              key={field}
              label={label}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={ANALYTICS_MAX}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              disabled={readOnly}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <Title order={2} size="h4" mt="sm">
          Footer and social profiles
        </Title>
        <TextInput
          label="Footer copyright"
          maxLength={500}
          disabled={readOnly}
          {...form.getInputProps('footerCopyright')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {profiles.map(([field, label]) => (
            <UrlInput key={field} label={label} disabled={readOnly} {...form.getInputProps(field)} />
          ))}
        </SimpleGrid>
        <Stack gap={4}>
          <LastUpdated at={site.updatedAt ?? undefined} />
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onMouseDown={keepFocusOnPress} onClick={() => navigate(-1)}>
            Cancel
          </Button>
          {readOnly ? null : (
            <SubmitButton loading={save.isPending} disabled={Object.values(uploading).some(Boolean)}>
              Save
            </SubmitButton>
          )}
        </Group>
      </FormPage>
      {staleDialog}
    </>
  );
}
