import { TextInput, type TextInputProps } from '@mantine/core';

/** A field for a web address: the browser's URL keyboard and checks, with where an address starts as the hint. */
export function UrlInput(props: Omit<TextInputProps, 'type'>) {
  return <TextInput type="url" placeholder="https://" {...props} />;
}
