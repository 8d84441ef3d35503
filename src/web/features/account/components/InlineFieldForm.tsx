import { Button, Group, TextInput, type TextInputProps } from '@mantine/core';
import type { FormEvent } from 'react';

/** One text field and its submit button on a line (wrapping on a phone), as a settings card uses. */
export function InlineFieldForm({
  submitLabel,
  isPending,
  onSubmit,
  ...input
}: {
  submitLabel: string;
  isPending: boolean;
  onSubmit: (event: FormEvent) => void;
} & Omit<TextInputProps, 'onSubmit'>) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput {...input} style={{ flex: '1 1 12rem' }} />
        <Button type="submit" loading={isPending}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
