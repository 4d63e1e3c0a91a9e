import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ModelPermissions, messages, paths, type Role, roleCreateSchema } from '@masthead/contract';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/api-error';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { formatDateTime } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { PermissionGrid } from './permission-grid';
import { useCreateRole, useRole, useUpdateRole } from './roles-api';

interface RoleFormValues {
  name: string;
  description: string;
  modelPermissions: ModelPermissions;
}

export function RoleCreatePage() {
  return <RoleForm />;
}

export function RoleEditPage() {
  const { id = '' } = useParams();
  const role = useRole(id);
  if (role.data) return <RoleForm key={role.data._id} role={role.data} />;
  return (
    <>
      <PageHeader title="Edit Role" />
      {role.isPending ? <LoadingBlock /> : <ErrorBlock error={role.error} onRetry={() => void role.refetch()} />}
    </>
  );
}

function RoleForm({ role }: { role?: Role }) {
  const editing = role !== undefined;
  const readOnly = role?.isEditable === false;
  const navigate = useNavigate();
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<RoleFormValues>({
    mode: 'controlled',
    initialValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      modelPermissions: role?.modelPermissions ?? {},
    },
    validate: schemaResolver(roleCreateSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = async (values: RoleFormValues) => {
    if (readOnly) return;
    setFailure(null);
    try {
      if (role) {
        await updateRole.mutateAsync({ id: role._id, body: { ...values, updatedAt: role.updatedAt } });
        notifySuccess(messages.roleUpdated);
      } else {
        await createRole.mutateAsync(values);
        notifySuccess(messages.roleAdded);
      }
      navigate(paths.roles);
    } catch (error) {
      setFailure(errorMessage(error));
      if (error instanceof ApiError) form.setErrors(error.fields);
    }
  };

  return (
    <>
      <PageHeader title={editing ? 'Edit Role' : 'Add Role'} />
      {readOnly ? (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />} mb="md">
          {messages.roleNotEditable}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="lg" maw={980}>
        <FormAlert message={failure} />
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="md">
            <TextInput
              label="Name"
              required={!readOnly}
              disabled={readOnly}
              maw={480}
              {...form.getInputProps('name')}
            />
            <Textarea
              label="Description"
              required={!readOnly}
              disabled={readOnly}
              autosize
              minRows={2}
              maxRows={6}
              {...form.getInputProps('description')}
            />
            <div>
              <Title order={2} size="h4" mb={4}>
                Permissions
              </Title>
              <Text size="sm" c="gray.8" mb="sm">
                Tick what holders of this role may do with each kind of record.
              </Text>
              <PermissionGrid
                value={form.values.modelPermissions}
                onChange={(next) => form.setFieldValue('modelPermissions', next)}
                readOnly={readOnly}
              />
              {form.errors.modelPermissions ? (
                <Text size="sm" c="red.9" mt={4} role="alert">
                  {form.errors.modelPermissions}
                </Text>
              ) : null}
            </div>
            {role ? (
              <Text size="sm" c="gray.8">
                Last updated {formatDateTime(role.updatedAt)}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={paths.roles} variant="default">
                {readOnly ? 'Back' : 'Cancel'}
              </Button>
              {readOnly ? null : (
                <Button type="submit" loading={createRole.isPending || updateRole.isPending}>
                  {editing ? 'Update' : 'Save'}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
