import { Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useObjectUrl } from '../lib/use-object-url';

/** The image types every form's picker offers; the server checks the bytes again. */
export const imageFieldAccept = 'image/png,image/jpeg,image/webp,image/gif';

/** An image chosen in a form and sent once the record is saved (a new record has no id before). */
export interface PendingImage {
  file: File | null;
  /** The saved image is to be removed on save. */
  isRemoved: boolean;
}

export const noPendingImage: PendingImage = { file: null, isRemoved: false };

interface ImageFieldProps {
  label: string;
  /** What may be sent (size, types, recommended dimensions). */
  hint: string;
  value: PendingImage;
  onChange: (value: PendingImage) => void;
  /** The image already saved, if any. */
  currentUrl?: string | null;
  maxBytes: number;
  /** The texts of a refused file: not an image, too large. */
  typeError: string;
  sizeError: string;
  pickLabel: string;
  changeLabel: string;
  removeLabel: string;
  /** How the preview is drawn: a square logo or a wide banner. */
  shape: 'square' | 'wide';
  accept?: string;
}

/**
 * The image field of a form (logo, cover, banner): pick, check the type and size at once with the
 * form's texts, preview, remove. The form sends `value.file` (or the removal) after saving its record.
 */
export function ImageField({
  label,
  hint,
  value,
  onChange,
  currentUrl = null,
  maxBytes,
  typeError,
  sizeError,
  pickLabel,
  changeLabel,
  removeLabel,
  shape,
  accept = imageFieldAccept,
}: ImageFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(value.file);
  const hintId = useId();

  const shown = preview ?? (value.isRemoved ? null : currentUrl);
  const handlePick = (file: File | null) => {
    setError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError(typeError);
    if (file.size > maxBytes) return setError(sizeError);
    onChange({ file, isRemoved: false });
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {shown && (
        <Box
          component="img"
          src={shown}
          alt=""
          w={shape === 'square' ? 96 : '100%'}
          maw={shape === 'square' ? 96 : 480}
          h={shape === 'square' ? 96 : undefined}
          style={{
            aspectRatio: shape === 'square' ? '1' : '3 / 1',
            objectFit: 'cover',
            borderRadius: shape === 'square' ? 12 : 8,
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        />
      )}
      <Group gap="xs">
        <FileButton accept={accept} onChange={handlePick}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              aria-describedby={hintId}
            >
              {shown ? changeLabel : pickLabel}
            </Button>
          )}
        </FileButton>
        {shown && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => {
              setError(null);
              onChange({ file: null, isRemoved: currentUrl !== null });
            }}
          >
            {removeLabel}
          </Button>
        )}
      </Group>
      <Text id={hintId} size="xs" c={error ? 'red.8' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ?? hint}
      </Text>
    </Stack>
  );
}
