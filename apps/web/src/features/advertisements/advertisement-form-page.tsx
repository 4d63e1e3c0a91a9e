import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AdPosition,
  type Advertisement,
  type AdvertisementCreate,
  adPositionOptions,
  advertisementCreateSchema,
  advertisementDateProblems,
  advertisementShapeProblems,
  fieldErrorsOf,
  messages,
  paths,
} from '@masthead/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { DateTimeField } from '../../components/date-time-field';
import { FileUpload } from '../../components/file-upload';
import { FormPage, LastUpdated } from '../../components/form-page';
import { RecordLoader } from '../../components/record-loader';
import { keepFocusOnPress, SubmitButton } from '../../components/submit-button';
import { UrlInput } from '../../components/url-input';
import { isoToLocal, localToIso } from '../../lib/day-input';
import { useFormFailure } from '../../lib/form-failure';
import { notifySuccess } from '../../lib/notify';
import { categoryOptions, useCategoryList } from '../categories';
import { useClientOptions } from '../clients';
import { useAdvertisement, useCreateAdvertisement, useUpdateAdvertisement } from './advertisements-api';

interface AdFormValues {
  title: string;
  description: string;
  url: string;
  client: string | null;
  categories: string[];
  maxImpressionAllowed: number | string;
  /** Local 'YYYY-MM-DD HH:mm:ss' (lib/day-input). */
  startDate: string | null;
  endDate: string | null;
  position: AdPosition | null;
  /** Asset ids per screen; keyed as the server names the fields (`images.Mobile`). */
  images: { Mobile: string | null; Desktop: string | null };
  isFeatured: boolean;
}

type Screen = keyof AdFormValues['images'];

export function AdvertisementCreatePage() {
  return <AdvertisementForm />;
}

export function AdvertisementEditPage() {
  const { id = '' } = useParams();
  const ad = useAdvertisement(id);
  return (
    <RecordLoader query={ad} title="Update Advertisement">
      {(loaded, reload) => <AdvertisementForm key={loaded._id} ad={loaded} reload={reload} />}
    </RecordLoader>
  );
}

function initialValues(ad?: Advertisement): AdFormValues {
  const image = (screen: 'Mobile' | 'Desktop') => ad?.images.find((i) => i.screenType === screen)?.file._id ?? null;
  return {
    title: ad?.title ?? '',
    description: ad?.description ?? '',
    url: ad?.url ?? '',
    client: ad?.client?._id ?? null,
    categories: ad?.categories.map((category) => category._id) ?? [],
    maxImpressionAllowed: ad?.maxImpressionAllowed ?? '',
    startDate: isoToLocal(ad?.startDate),
    endDate: isoToLocal(ad?.endDate),
    position: ad?.position ?? null,
    images: { Mobile: image('Mobile'), Desktop: image('Desktop') },
    isFeatured: ad?.isFeatured ?? false,
  };
}

/** What is sent: position Top sends the Mobile and the Desktop image, any other only the Mobile one (SPEC §5). */
function bodyOf(values: AdFormValues): AdvertisementCreate {
  const images: AdvertisementCreate['images'] = [];
  if (values.images.Mobile) images.push({ screenType: 'Mobile', file: values.images.Mobile });
  if (values.position === 'Top' && values.images.Desktop)
    images.push({ screenType: 'Desktop', file: values.images.Desktop });
  return {
    title: values.title,
    description: values.description,
    url: values.url,
    client: values.client ?? '',
    categories: values.categories,
    maxImpressionAllowed: (values.maxImpressionAllowed === ''
      ? undefined
      : Number(values.maxImpressionAllowed)) as number,
    startDate: localToIso(values.startDate) ?? '',
    endDate: localToIso(values.endDate) ?? '',
    position: (values.position ?? undefined) as AdPosition,
    isFeatured: values.isFeatured,
    images,
  };
}

/** The same rules the server applies, so a person sees every problem at once before sending. */
function problemsOf(values: AdFormValues, stored?: Advertisement): Record<string, string> {
  const body = bodyOf(values);
  const parsed = advertisementCreateSchema.safeParse(body);
  const problems = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  const dates = advertisementDateProblems(
    { startDate: body.startDate || undefined, endDate: body.endDate || undefined },
    new Date(),
    stored ? { startDate: stored.startDate, endDate: stored.endDate } : undefined,
  );
  // The rules between fields run even where single fields failed, so every problem shows at once.
  return { ...advertisementShapeProblems(body), ...dates, ...problems };
}

/** 'Add Advertisement' / 'Update Advertisement' (SPEC §2); then the list. */
function AdvertisementForm({ ad, reload }: { ad?: Advertisement; reload?: () => Promise<void> }) {
  const navigate = useNavigate();
  const clients = useClientOptions();
  const categories = useCategoryList();
  const create = useCreateAdvertisement();
  const update = useUpdateAdvertisement();
  const [mobileUploading, setMobileUploading] = useState(false);
  const [desktopUploading, setDesktopUploading] = useState(false);
  const form = useForm<AdFormValues>({
    mode: 'controlled',
    initialValues: initialValues(ad),
    validate: (values) => problemsOf(values, ad),
  });
  const { failure, clearFailure, showFailure, staleDialog } = useFormFailure(form, { reload, toast: true });
  const stored = (screen: Screen) => ad?.images.find((i) => i.screenType === screen)?.file ?? null;
  const screenImage = (screen: Screen, onUploadingChange: (uploading: boolean) => void) => (
    <FileUpload
      label={`${screen} image`}
      kind="advertisement"
      withAsterisk
      value={form.values.images[screen]}
      initialAsset={stored(screen)}
      onChange={(id) => form.setFieldValue(`images.${screen}`, id)}
      onUploadingChange={onUploadingChange}
      error={form.errors[`images.${screen}`]}
    />
  );

  const submit = async (values: AdFormValues) => {
    clearFailure();
    try {
      const body = bodyOf(values);
      if (ad) await update.mutateAsync({ id: ad._id, body: { ...body, updatedAt: ad.updatedAt } });
      else await create.mutateAsync(body);
      notifySuccess(messages.advertisementAdded);
      navigate(paths.advertisements);
    } catch (error) {
      showFailure(error);
    }
  };

  const clientOptions = (clients.data ?? []).map((client) => ({ value: client._id, label: client.name }));
  if (ad?.client && !clientOptions.some((option) => option.value === ad.client?._id)) {
    clientOptions.push({ value: ad.client._id, label: ad.client.name });
  }

  return (
    <>
      <FormPage
        title={ad ? 'Update Advertisement' : 'Add Advertisement'}
        maw={900}
        failure={failure}
        onSubmit={form.onSubmit(submit)}
      >
        <TextInput label="Title" required maxLength={300} {...form.getInputProps('title')} />
        <Textarea label="Description" autosize minRows={2} maxLength={2000} {...form.getInputProps('description')} />
        <UrlInput label="URL" required {...form.getInputProps('url')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Client"
            required
            searchable
            placeholder={clients.isPending ? messages.loadingEllipsis : 'Choose the client'}
            data={clientOptions}
            nothingFoundMessage="No client matches"
            comboboxProps={{ keepMounted: false }}
            {...form.getInputProps('client')}
            error={clients.error ? errorMessage(clients.error) : form.errors.client}
          />
          <MultiSelect
            label="Categories"
            placeholder={
              form.values.categories.length > 0
                ? undefined
                : categories.isPending
                  ? messages.loadingEllipsis
                  : 'Every page'
            }
            data={categoryOptions(categories.data ?? [])}
            searchable
            clearable
            hidePickedOptions
            comboboxProps={{ keepMounted: false }}
            nothingFoundMessage="No category matches"
            {...form.getInputProps('categories')}
            error={categories.error ? errorMessage(categories.error) : form.errors.categories}
          />
          <NumberInput
            label="Impression Allowed"
            description="The most times it is shown"
            required
            min={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('maxImpressionAllowed')}
          />
          <Select
            label="Position"
            required
            data={adPositionOptions}
            placeholder="Choose the position"
            comboboxProps={{ keepMounted: false }}
            {...form.getInputProps('position')}
          />
          <DateTimeField label="Start date" subject="Start" withAsterisk {...form.getInputProps('startDate')} />
          <DateTimeField label="End date" subject="End" withAsterisk {...form.getInputProps('endDate')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {screenImage('Mobile', setMobileUploading)}
          {form.values.position === 'Top' ? screenImage('Desktop', setDesktopUploading) : null}
        </SimpleGrid>
        <Checkbox label="Feature in Home page" {...form.getInputProps('isFeatured', { type: 'checkbox' })} />
        <LastUpdated at={ad?.updatedAt} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.advertisements} variant="default" onMouseDown={keepFocusOnPress}>
            Cancel
          </Button>
          <SubmitButton
            loading={create.isPending || update.isPending}
            disabled={mobileUploading || (desktopUploading && form.values.position === 'Top')}
          >
            {ad ? 'Update' : 'Save'}
          </SubmitButton>
        </Group>
      </FormPage>
      {staleDialog}
    </>
  );
}
