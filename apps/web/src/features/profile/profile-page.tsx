import { Group, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { messages, type Profile, profileSchema } from '@masthead/contract';
import { FormPage } from '../../components/form-page';
import { SubmitButton } from '../../components/submit-button';
import { useFormFailure } from '../../lib/form-failure';
import { notifySuccess } from '../../lib/notify';
import { useMe } from '../../session/session';
import { usePatchUser } from '../users';

type ProfileValues = Required<Profile>;

/** One's own details; roles, status and e-mail are not one's own to change. */
export function ProfilePage() {
  const me = useMe();
  const patchUser = usePatchUser();
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: {
      name: me.name,
      phone: me.phone,
      addressLine1: me.addressLine1,
      addressLine2: me.addressLine2,
      city: me.city,
      pincode: me.pincode,
    },
    validate: schemaResolver(profileSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const { failure, clearFailure, showFailure } = useFormFailure(form);

  const submit = async (values: ProfileValues) => {
    clearFailure();
    try {
      await patchUser.mutateAsync({ _id: me._id, ...values });
      form.resetDirty(values);
      notifySuccess(messages.profileUpdated);
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <FormPage title="Profile" maw={820} failure={failure} onSubmit={form.onSubmit(submit)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Email" value={me.email} disabled readOnly />
        <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput label="Phone" type="tel" autoComplete="tel" required {...form.getInputProps('phone')} />
        <TextInput label="Address Line 1" autoComplete="address-line1" {...form.getInputProps('addressLine1')} />
        <TextInput label="Address Line 2" autoComplete="address-line2" {...form.getInputProps('addressLine2')} />
        <TextInput label="City" autoComplete="address-level2" {...form.getInputProps('city')} />
        <TextInput label="Pincode" autoComplete="postal-code" {...form.getInputProps('pincode')} />
      </SimpleGrid>
      <Group justify="flex-end">
        <SubmitButton loading={patchUser.isPending}>Update Profile</SubmitButton>
      </Group>
    </FormPage>
  );
}
