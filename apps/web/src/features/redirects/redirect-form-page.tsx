import { Button, Group, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  messages,
  paths,
  type Redirect,
  type RedirectCode,
  redirectCodeLabels,
  redirectCodes,
  redirectCreateSchema,
} from '@masthead/contract';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormPage, LastUpdated } from '../../components/form-page';
import { RecordLoader } from '../../components/record-loader';
import { keepFocusOnPress, SubmitButton } from '../../components/submit-button';
import { useFormFailure } from '../../lib/form-failure';
import { notifySuccess } from '../../lib/notify';
import { useCreateRedirect, useRedirect, useUpdateRedirect } from './redirects-api';

interface RedirectFormValues {
  oldUrl: string;
  redirectUrl: string;
  statusCode: string;
  active: boolean;
}

const codeOptions = redirectCodes.map((code) => ({ value: String(code), label: redirectCodeLabels[code] }));

export function RedirectCreatePage() {
  const [params] = useSearchParams();
  return <RedirectForm suggestedOldUrl={params.get('oldUrl') ?? ''} />;
}

export function RedirectEditPage() {
  const { id = '' } = useParams();
  const redirect = useRedirect(id);
  return (
    <RecordLoader query={redirect} title="Edit Redirection Url">
      {(loaded, reload) => <RedirectForm key={loaded._id} redirect={loaded} reload={reload} />}
    </RecordLoader>
  );
}

/** 'Add Redirection Url' / 'Edit Redirection Url' (SPEC §2): a refusal shows in the alert above the form (SPEC §8). */
function RedirectForm({
  redirect,
  reload,
  suggestedOldUrl = '',
}: {
  redirect?: Redirect;
  reload?: () => Promise<void>;
  suggestedOldUrl?: string;
}) {
  const navigate = useNavigate();
  const create = useCreateRedirect();
  const update = useUpdateRedirect();
  const form = useForm<RedirectFormValues>({
    mode: 'controlled',
    initialValues: {
      oldUrl: redirect?.oldUrl ?? suggestedOldUrl,
      redirectUrl: redirect?.redirectUrl ?? '',
      statusCode: String(redirect?.statusCode ?? 301),
      active: (redirect?.status ?? 'Enable') === 'Enable',
    },
    validate: (values) =>
      schemaResolver(redirectCreateSchema, { sync: true })({ oldUrl: values.oldUrl, redirectUrl: values.redirectUrl }),
  });
  const { failure, clearFailure, showFailure, staleDialog } = useFormFailure(form, { reload });

  const submit = async (values: RedirectFormValues) => {
    clearFailure();
    const body = {
      oldUrl: values.oldUrl,
      redirectUrl: values.redirectUrl,
      statusCode: Number(values.statusCode) as RedirectCode,
      status: values.active ? ('Enable' as const) : ('Disable' as const),
    };
    try {
      if (redirect) {
        await update.mutateAsync({ id: redirect._id, body: { ...body, updatedAt: redirect.updatedAt } });
        notifySuccess(messages.redirectUpdated);
      } else {
        await create.mutateAsync(body);
        notifySuccess(messages.redirectAdded);
      }
      navigate(paths.redirects);
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <>
      <FormPage
        title={redirect ? 'Edit Redirection Url' : 'Add Redirection Url'}
        maw={760}
        failure={failure}
        onSubmit={form.onSubmit(submit)}
      >
        <TextInput
          label="Old Url"
          required
          description="A path on this site, e.g. /2019/old-story"
          {...form.getInputProps('oldUrl')}
        />
        <TextInput
          label="Redirect Url"
          required
          description="A path on this site, or an address starting with https://"
          {...form.getInputProps('redirectUrl')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Redirect code"
            data={codeOptions}
            allowDeselect={false}
            comboboxProps={{ keepMounted: false }}
            {...form.getInputProps('statusCode')}
          />
          <Switch label="Active" mt={{ sm: 30 }} {...form.getInputProps('active', { type: 'checkbox' })} />
        </SimpleGrid>
        <LastUpdated at={redirect?.updatedAt} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.redirects} variant="default" onMouseDown={keepFocusOnPress}>
            Cancel
          </Button>
          <SubmitButton loading={create.isPending || update.isPending}>Save</SubmitButton>
        </Group>
      </FormPage>
      {staleDialog}
    </>
  );
}
