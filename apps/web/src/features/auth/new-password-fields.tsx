import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** A new password and its confirmation, as adding a user and changing a password ask for them. */
export function NewPasswordFields({
  inputProps,
}: {
  /** The form's `getInputProps`. */
  inputProps: (field: 'password' | 'confirmPassword') => GetInputPropsReturnType;
}) {
  return (
    <>
      <PasswordInput label="Password" autoComplete="new-password" required {...inputProps('password')} />
      <PasswordInput label="Confirm Password" autoComplete="new-password" required {...inputProps('confirmPassword')} />
    </>
  );
}
