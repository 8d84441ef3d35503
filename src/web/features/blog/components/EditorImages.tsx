import { ActionIcon, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { blogLimits } from '../../../../common/contracts/blog';
import { useTranslation } from '../../../lib/i18n';
import { blogImageTypes } from '../hooks/use-blog-image-upload';

const accept = blogImageTypes.join(',');

/** The article's cover in the editor (001 §2.19): chosen, replaced or removed. */
export function FeaturedImageField({
  src,
  onPick,
  onRemove,
  error,
}: {
  src: string | null;
  onPick: (file: File | null) => void;
  onRemove: () => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Input.Label>{t('blog.editor.featuredImage')}</Input.Label>
      {src ? (
        <Group gap="sm" align="flex-start">
          <img
            src={src}
            alt=""
            style={{ width: 240, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }}
          />
          <Stack gap="xs">
            <FileButton accept={accept} onChange={onPick}>
              {(props) => (
                <Button {...props} size="xs" variant="default">
                  {t('blog.editor.replaceImage')}
                </Button>
              )}
            </FileButton>
            <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
              {t('blog.editor.removeImage')}
            </Button>
          </Stack>
        </Group>
      ) : (
        <FileButton accept={accept} onChange={onPick}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhotoPlus size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('blog.editor.chooseImage')}
            </Button>
          )}
        </FileButton>
      )}
      <FieldError error={error} />
    </Stack>
  );
}

function FieldError({ error }: { error?: string }) {
  return error ? (
    <Text size="sm" c="red">
      {error}
    </Text>
  ) : null;
}

/** The article's other images (001 §2.19), up to `blogLimits.additionalImagesMax`, each removable. */
export function AdditionalImagesField({
  images,
  onPick,
  onRemove,
  error,
}: {
  images: string[];
  onPick: (file: File | null) => void;
  onRemove: (src: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Input.Label>{t('blog.editor.additionalImages')}</Input.Label>
      <Text size="xs" c="dimmed">
        {t('blog.editor.additionalHint')}
      </Text>
      <Group gap="sm">
        {images.map((src, index) => (
          <div key={src} style={{ position: 'relative' }}>
            <img
              src={src}
              alt=""
              style={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 8, display: 'block' }}
            />
            <ActionIcon
              size="sm"
              color="red"
              variant="filled"
              radius="xl"
              style={{ position: 'absolute', top: 4, right: 4 }}
              aria-label={t('blog.editor.removeAdditional', { n: index + 1 })}
              onClick={() => onRemove(src)}
            >
              <IconX size={12} aria-hidden />
            </ActionIcon>
          </div>
        ))}
        {images.length < blogLimits.additionalImagesMax && (
          <FileButton accept={accept} onChange={onPick}>
            {(props) => (
              <Button {...props} variant="default" h={90} w={120} aria-label={t('blog.editor.addImages')}>
                <IconPhotoPlus size={22} aria-hidden />
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <FieldError error={error} />
    </Stack>
  );
}
