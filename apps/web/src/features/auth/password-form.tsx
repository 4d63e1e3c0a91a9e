import { Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { messages, ownPasswordChangeSchema, type PasswordChange, passwordChangeSchema } from '@masthead/contract';
import { type ReactNode, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
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
  /** One's own password: the current one is asked for first. */
  own?: boolean;
  /** The label of that current password (a one-time one is named for what it is). */
  currentLabel?: string;
}

/** New password and its confirmation, for one's own account (after the current one) or another user's. */
export function PasswordForm({
  userId,
  header,
  cancel,
  onDone,
  own = false,
  currentLabel = 'Current Password',
}: PasswordFormProps) {
  const changePassword = usePasswordChange();
  const [saving, setSaving] = useState(false);
  const form = useForm<PasswordChange>({
    mode: 'controlled',
    initialValues: own
      ? { currentPassword: '', password: '', confirmPassword: '' }
      : { password: '', confirmPassword: '' },
    validate: schemaResolver(own ? ownPasswordChangeSchema : passwordChangeSchema, { sync: true }),
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
      <FormAlert failure={failure} />
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          {header}
          {own ? (
            <PasswordInput
              label={currentLabel}
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
          ) : null}
          <NewPasswordFields inputProps={form.getInputProps} />
          <Group justify="flex-end" gap="sm">
            {cancel}
            <SubmitButton loading={saving}>Update Password</SubmitButton>
          </Group>
        </Stack>
      </form>
    </>
  );
}
