import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Client, clientCreateSchema, messages, paths } from '@masthead/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { FormPage, LastUpdated } from '../../components/form-page';
import { RecordLoader } from '../../components/record-loader';
import { keepFocusOnPress, SubmitButton } from '../../components/submit-button';
import { useFormFailure } from '../../lib/form-failure';
import { notifySuccess } from '../../lib/notify';
import { useClient, useCreateClient, useUpdateClient } from './clients-api';

interface ClientFormValues {
  name: string;
  email: string;
  mobile: string;
}

export function ClientCreatePage() {
  return <ClientForm />;
}

export function ClientEditPage() {
  const { id = '' } = useParams();
  const client = useClient(id);
  return (
    <RecordLoader query={client} title="Update Client">
      {(loaded, reload) => <ClientForm key={loaded._id} client={loaded} reload={reload} />}
    </RecordLoader>
  );
}

/** 'Add Client' or 'Update Client' by presence of an id (SPEC §2); Submit, then the list. */
function ClientForm({ client, reload }: { client?: Client; reload?: () => Promise<void> }) {
  const navigate = useNavigate();
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const form = useForm<ClientFormValues>({
    mode: 'controlled',
    initialValues: { name: client?.name ?? '', email: client?.email ?? '', mobile: client?.mobile ?? '' },
    validate: schemaResolver(clientCreateSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const { failure, clearFailure, showFailure, staleDialog } = useFormFailure(form, { reload });

  const submit = async (values: ClientFormValues) => {
    clearFailure();
    try {
      if (client) await updateClient.mutateAsync({ id: client._id, body: { ...values, updatedAt: client.updatedAt } });
      else await createClient.mutateAsync(values);
      // SPEC §8: the same text after an add and an update.
      notifySuccess(messages.clientAdded);
      navigate(paths.clients);
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <>
      <FormPage
        title={client ? 'Update Client' : 'Add Client'}
        maw={720}
        failure={failure}
        onSubmit={form.onSubmit(submit)}
      >
        <TextInput label="Name" autoComplete="off" required maxLength={200} {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
          <TextInput label="Mobile" type="tel" autoComplete="off" {...form.getInputProps('mobile')} />
        </SimpleGrid>
        <LastUpdated at={client?.updatedAt} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.clients} variant="default" onMouseDown={keepFocusOnPress}>
            Cancel
          </Button>
          <SubmitButton loading={createClient.isPending || updateClient.isPending}>Submit</SubmitButton>
        </Group>
      </FormPage>
      {staleDialog}
    </>
  );
}
