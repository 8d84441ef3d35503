import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { PendingImage } from './use-pending-image';

/** The picture types a form accepts (the server checks the bytes again). */
export const imageAccept = 'image/png,image/jpeg,image/webp';

interface ImageFieldProps<T> {
  image: PendingImage<T>;
  label: string;
  pickLabel: string;
  removeLabel: string;
  /** Said under the buttons until a file is refused. */
  hint: string;
  /** How the picture shows (a logo's mark, a cover's frame), with `shown` or what stands in for it. */
  preview: (shown: string | null) => ReactNode;
  /** Beside the buttons (a logo) rather than above them (a cover). */
  inline?: boolean;
  /** The types offered by the file picker; `imageAccept` by default. */
  accept?: string;
}

/**
 * A form's picture field (a cover, a logo): its label, its preview, "choose" and "remove", and the
 * hint or the reason a file was refused. The file is held by `usePendingImage` until the item is saved.
 */
export function ImageField<T>({
  image,
  label,
  pickLabel,
  removeLabel,
  hint,
  preview,
  inline,
  accept = imageAccept,
}: ImageFieldProps<T>) {
  const labelId = useId();
  const buttons = (
    <>
      <FileButton accept={accept} onChange={image.pick}>
        {(props) => (
          <Button variant="default" size="xs" aria-describedby={labelId} {...props}>
            {pickLabel}
          </Button>
        )}
      </FileButton>
      {image.shown && (
        <Button variant="subtle" color="red" size="xs" onClick={image.clear}>
          {removeLabel}
        </Button>
      )}
    </>
  );
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      {inline ? (
        <Group gap="md">
          {preview(image.shown)}
          {buttons}
        </Group>
      ) : (
        <>
          {preview(image.shown)}
          <Group gap="sm">{buttons}</Group>
        </>
      )}
      <Text size="xs" c={image.error ? 'red.8' : 'dimmed'} role={image.error ? 'alert' : undefined}>
        {image.error ?? hint}
      </Text>
    </Stack>
  );
}
