import { Button, Group, Stack } from '@mantine/core';
import { GrowingTextarea } from '../GrowingTextarea';

/** The box under (or over) a thread where a member writes, and its send button on the right. */
export function CommentComposer({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  maxRows,
  submitLabel,
  onSubmit,
  isPending,
  isDisabled,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  maxRows?: number;
  submitLabel: string;
  onSubmit: () => void;
  isPending: boolean;
  /** The button is held (a blank text, a send in progress). */
  isDisabled: boolean;
}) {
  return (
    <Stack gap="xs">
      <GrowingTextarea
        label={label}
        placeholder={placeholder}
        minRows={2}
        maxRows={maxRows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button onClick={onSubmit} disabled={isDisabled} loading={isPending}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
