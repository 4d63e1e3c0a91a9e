import { Text, Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';

function counter(value: unknown, max: number) {
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <Text span size="xs" c={length > max ? 'var(--masthead-danger)' : 'var(--masthead-muted)'}>
      {length}/{max} characters
    </Text>
  );
}

/** The count sits under the box, where the typing happens. */
const counterOrder: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** A textarea with a live character count against its limit (SEO texts, keywords: ≤ 500). */
export function CountedTextarea({ max, value, ...props }: TextareaProps & { max: number }) {
  return (
    <Textarea
      autosize
      minRows={2}
      maxRows={6}
      {...props}
      value={value}
      description={counter(value, max)}
      inputWrapperOrder={counterOrder}
    />
  );
}

export function CountedTextInput({ max, value, ...props }: TextInputProps & { max: number }) {
  return <TextInput {...props} value={value} description={counter(value, max)} inputWrapperOrder={counterOrder} />;
}
