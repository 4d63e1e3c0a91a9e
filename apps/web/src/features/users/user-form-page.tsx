import { Button, Group, MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { messages, paths, type User, type UserCreate, userCreateSchema, userEditFormSchema } from '@masthead/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FileUpload } from '../../components/file-upload';
import { FormPage, LastUpdated } from '../../components/form-page';
import { RecordLoader } from '../../components/record-loader';
import { keepFocusOnPress, SubmitButton } from '../../components/submit-button';
import { useFormFailure } from '../../lib/form-failure';
import { notifySuccess } from '../../lib/notify';
import { NewPasswordFields } from '../auth';
import { UserChangeLocked, useUserChangeRefusal } from './user-change-lock';
import { useCreateUser, useEnabledRoles, usePatchUser, useUser } from './users-api';

interface UserFormValues {
  email: string;
  name: string;
  phone: string;
  roles: string[];
  image: string | null;
  password: string;
  confirmPassword: string;
}

export function UserCreatePage() {
  return <UserForm />;
}

export function UserEditPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  return (
    <RecordLoader query={user} title="Edit User">
      {(loaded, reload) => <GuardedUserForm key={loaded._id} user={loaded} reload={reload} />}
    </RecordLoader>
  );
}

function GuardedUserForm({ user, reload }: { user: User; reload: () => Promise<void> }) {
  const refusal = useUserChangeRefusal(user);
  if (refusal) return <UserChangeLocked title="Edit User" reason={refusal} />;
  return <UserForm user={user} reload={reload} />;
}

function UserForm({ user, reload }: { user?: User; reload?: () => Promise<void> }) {
  const editing = user !== undefined;
  const navigate = useNavigate();
  const roles = useEnabledRoles();
  const createUser = useCreateUser();
  const patchUser = usePatchUser();
  const [uploading, setUploading] = useState(false);

  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: {
      email: user?.email ?? '',
      name: user?.name ?? '',
      phone: user?.phone ?? '',
      roles: user?.roles.map((role) => role._id) ?? [],
      image: user?.image?._id ?? null,
      password: '',
      confirmPassword: '',
    },
    validate: schemaResolver(editing ? userEditFormSchema : userCreateSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const { failure, clearFailure, showFailure, staleDialog } = useFormFailure(form, { reload });

  // Roles the user already holds stay listed even when no longer enabled, so they can be seen and removed.
  const roleOptions = new Map<string, string>();
  for (const role of roles.data ?? []) roleOptions.set(role._id, role.name);
  for (const role of user?.roles ?? []) if (!roleOptions.has(role._id)) roleOptions.set(role._id, role.name);

  const submit = async (values: UserFormValues) => {
    clearFailure();
    try {
      if (user) {
        await patchUser.mutateAsync({
          _id: user._id,
          email: values.email,
          name: values.name,
          phone: values.phone,
          roles: values.roles,
          image: values.image,
          updatedAt: user.updatedAt,
        });
        notifySuccess(messages.userUpdated);
      } else {
        const body: UserCreate = {
          email: values.email,
          name: values.name,
          phone: values.phone,
          roles: values.roles,
          image: values.image,
          password: values.password,
          confirmPassword: values.confirmPassword,
        };
        await createUser.mutateAsync(body);
        notifySuccess(messages.userAdded);
      }
      navigate(paths.users);
    } catch (error) {
      showFailure(error);
    }
  };

  const saving = createUser.isPending || patchUser.isPending;

  return (
    <>
      <FormPage title={editing ? 'Edit User' : 'Add User'} maw={820} failure={failure} onSubmit={form.onSubmit(submit)}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Email" type="email" autoComplete="off" required {...form.getInputProps('email')} />
          <TextInput label="Name" autoComplete="off" required {...form.getInputProps('name')} />
          <TextInput label="Phone" type="tel" autoComplete="off" required {...form.getInputProps('phone')} />
          <MultiSelect
            label="Roles"
            // Only while empty: beside chosen pills a placeholder is cut off and reads as if nothing was chosen.
            placeholder={
              form.values.roles.length > 0 ? undefined : roles.isPending ? messages.loadingEllipsis : 'Choose roles'
            }
            data={[...roleOptions].map(([value, label]) => ({ value, label }))}
            searchable
            clearable
            // Unmounted while closed, so "Roles" names only the input, not also a hidden list.
            comboboxProps={{ keepMounted: false }}
            nothingFoundMessage={messages.noRoles}
            {...form.getInputProps('roles')}
            error={roles.error ? errorMessage(roles.error) : form.errors.roles}
          />
          {editing ? null : <NewPasswordFields inputProps={form.getInputProps} />}
        </SimpleGrid>
        <FileUpload
          label="Image"
          value={form.values.image}
          initialAsset={user?.image ?? null}
          onChange={(assetId) => form.setFieldValue('image', assetId)}
          onUploadingChange={setUploading}
          error={form.errors.image}
        />
        <LastUpdated at={user?.updatedAt} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.users} variant="default" onMouseDown={keepFocusOnPress}>
            Cancel
          </Button>
          <SubmitButton loading={saving} disabled={uploading}>
            {editing ? 'Update' : 'Save'}
          </SubmitButton>
        </Group>
      </FormPage>
      {staleDialog}
    </>
  );
}
