import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { messages, type PasswordChange, passwordChangeSchema } from '@masthead/contract';
import { type ReactNode, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { useFormFailure } from '../../lib/form-failure';
import { notifySuccess } from '../../lib/notify';
import { NewPasswordFields } from './new-password-fields';
import { usePasswordChange } from './password-change';

export interface PasswordFormProps {
  userId: string;
  /** Fields shown above the passwords (e.g. the user's e-mail, read-only). */
  header?: ReactNode;
  cancel?: ReactNode;
  onDone: (outcome: 'stayed' | 'signed-out') => void;
}

/** New password and its confirmation, for one's own account or another user's. */
export function PasswordForm({ userId, header, cancel, onDone }: PasswordFormProps) {
  const changePassword = usePasswordChange();
  const [saving, setSaving] = useState(false);
  const form = useForm<PasswordChange>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(passwordChangeSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const { failure, clearFailure, showFailure } = useFormFailure(form);

  const submit = async (values: PasswordChange) => {
    clearFailure();
    setSaving(true);
    try {
      const outcome = await changePassword(userId, values);
      notifySuccess(messages.passwordUpdated);
      onDone(outcome);
    } catch (error) {
      showFailure(error);
      setSaving(false);
    }
  };

  return (
    <>
      <FormAlert message={failure} />
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          {header}
          <NewPasswordFields inputProps={form.getInputProps} />
          <Group justify="flex-end" gap="sm">
            {cancel}
            <Button type="submit" loading={saving}>
              Update Password
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
