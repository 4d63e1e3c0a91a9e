import { Text, Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';

/**
 * The count against the limit; with `recommended`, also the length search results show (a title
 * about 60 characters, a description about 155), said as guidance when passed, not as an error.
 */
function counter(value: unknown, max: number, recommended?: number) {
  const length = typeof value === 'string' ? value.length : 0;
  const over = length > max;
  const long = recommended !== undefined && length > recommended;
  return (
    <Text
      span
      size="xs"
      c={over ? 'var(--masthead-danger)' : long ? 'var(--masthead-warning)' : 'var(--masthead-muted)'}
    >
      {length}/{max} characters
      {recommended === undefined
        ? ''
        : long
          ? ` · search results cut it after about ${recommended}`
          : ` · search results show about ${recommended}`}
    </Text>
  );
}

/** The count sits under the box, where the typing happens. */
const counterOrder: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** A textarea with a live character count against its limit (SEO texts, keywords: ≤ 500). */
export function CountedTextarea({
  max,
  recommended,
  value,
  ...props
}: TextareaProps & { max: number; recommended?: number }) {
  return (
    <Textarea
      autosize
      minRows={2}
      maxRows={6}
      {...props}
      value={value}
      description={counter(value, max, recommended)}
      inputWrapperOrder={counterOrder}
    />
  );
}

export function CountedTextInput({
  max,
  recommended,
  value,
  ...props
}: TextInputProps & { max: number; recommended?: number }) {
  return (
    <TextInput
      {...props}
      value={value}
      description={counter(value, max, recommended)}
      inputWrapperOrder={counterOrder}
    />
  );
}
