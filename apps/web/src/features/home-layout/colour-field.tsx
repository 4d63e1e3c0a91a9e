import { ColorInput, type ColorInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * Mantine's colour input with a picker that also closes on Enter and Escape (its own opens on
 * focus and closes only on blur, so after typing a colour it stayed over the fields below).
 */
export function ColourField({ onFocus, onBlur, onClick, onKeyDown, ...props }: ColorInputProps) {
  const [open, setOpen] = useState(false);
  return (
    <ColorInput
      {...props}
      popoverProps={{ ...props.popoverProps, opened: open }}
      onFocus={(event) => {
        setOpen(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setOpen(false);
        onBlur?.(event);
      }}
      onClick={(event) => {
        setOpen(true);
        onClick?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' || event.key === 'Enter') {
          // Enter chooses the typed colour; it neither submits the form nor leaves the picker open.
          if (open) event.preventDefault();
          setOpen(false);
        } else if (event.key === 'ArrowDown') {
          setOpen(true);
        }
        onKeyDown?.(event);
      }}
    />
  );
}
