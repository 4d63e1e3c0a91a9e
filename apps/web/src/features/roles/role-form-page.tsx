import { Alert, Button, Group, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ModelPermissions, messages, paths, type Role, roleCreateSchema } from '@masthead/contract';
import { IconLock } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormPage, LastUpdated } from '../../components/form-page';
import { RecordLoader } from '../../components/record-loader';
import { keepFocusOnPress, SubmitButton } from '../../components/submit-button';
import { useFormFailure } from '../../lib/form-failure';
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
  return (
    <RecordLoader query={role} title="Edit Role">
      {(loaded, reload) => <RoleForm key={loaded._id} role={loaded} reload={reload} />}
    </RecordLoader>
  );
}

function RoleForm({ role, reload }: { role?: Role; reload?: () => Promise<void> }) {
  const editing = role !== undefined;
  const readOnly = role?.isEditable === false;
  const navigate = useNavigate();
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();

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
  const { failure, clearFailure, showFailure, staleDialog } = useFormFailure(form, { reload });

  const submit = async (values: RoleFormValues) => {
    if (readOnly) return;
    clearFailure();
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
      showFailure(error);
    }
  };

  return (
    <>
      <FormPage
        title={editing ? 'Edit Role' : 'Add Role'}
        notice={
          readOnly ? (
            <Alert color="gray" variant="light" icon={<IconLock size={18} />} mb="md">
              {messages.roleNotEditable}
            </Alert>
          ) : null
        }
        maw={980}
        failure={failure}
        onSubmit={form.onSubmit(submit)}
      >
        <TextInput label="Name" required={!readOnly} disabled={readOnly} maw={480} {...form.getInputProps('name')} />
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
          <Text size="sm" c="var(--masthead-muted)" mb="sm">
            Tick what holders of this role may do with each kind of record.
          </Text>
          <PermissionGrid
            value={form.values.modelPermissions}
            onChange={(next) => form.setFieldValue('modelPermissions', next)}
            readOnly={readOnly}
          />
          {form.errors.modelPermissions ? (
            <Text size="sm" c="var(--masthead-danger)" mt={4} role="alert">
              {form.errors.modelPermissions}
            </Text>
          ) : null}
        </div>
        <LastUpdated at={role?.updatedAt} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.roles} variant="default" onMouseDown={keepFocusOnPress}>
            {readOnly ? 'Back' : 'Cancel'}
          </Button>
          {readOnly ? null : (
            <SubmitButton loading={createRole.isPending || updateRole.isPending}>
              {editing ? 'Update' : 'Save'}
            </SubmitButton>
          )}
        </Group>
      </FormPage>
      {staleDialog}
    </>
  );
}
