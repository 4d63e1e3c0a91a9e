import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

/**
 * Pressing the button keeps focus where it is: otherwise the field being left shows its message
 * first, the button moves down under the pointer, and the click is lost. The submit validates
 * every field anyway. Keyboard use is unchanged.
 */
export function keepFocusOnPress(event: MouseEvent<HTMLElement>): void {
  event.preventDefault();
}

/** A form's Save (or any action that validates the form). */
export function SubmitButton({
  type = 'submit',
  ...props
}: ButtonProps & {
  type?: 'submit' | 'button';
  children: ReactNode;
  onClick?: () => void;
  'aria-label'?: string;
}) {
  return <Button type={type} onMouseDown={keepFocusOnPress} {...props} />;
}
