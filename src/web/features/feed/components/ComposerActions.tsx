import { Button, Group, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef } from 'react';
import { acceptedMediaTypes, feedLimits } from '../../../../common/contracts/feed';
import { useTranslation } from '../../../lib/i18n';

interface ComposerActionsProps {
  /** How many files the post has so far (no more added at the spec's maximum). */
  mediaCount: number;
  onFiles: (files: File[]) => void;
  onCancel: () => void;
  isEditing: boolean;
  isSaving: boolean;
  isUploading: boolean;
}

/**
 * The foot of the post composer (002 §5, §9): 'Ajouter des médias (n/4)', which opens the file picker,
 * then 'Annuler' and 'Publier' ('Enregistrer' when editing; held while files upload), and under them
 * which files are accepted.
 */
export function ComposerActions({
  mediaCount,
  onFiles,
  onCancel,
  isEditing,
  isSaving,
  isUploading,
}: ComposerActionsProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Group justify="space-between" mt="lg" gap="sm">
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={acceptedMediaTypes.join(',')}
          hidden
          data-testid="composer-file-input"
          onChange={(event) => {
            onFiles(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = '';
          }}
        />
        <Button
          variant="default"
          leftSection={<IconPaperclip size={16} stroke={1.8} aria-hidden />}
          onClick={() => fileInput.current?.click()}
          disabled={mediaCount >= feedLimits.mediaPerPost}
        >
          {t('feed.composer.addMedia', { count: mediaCount, max: feedLimits.mediaPerPost })}
        </Button>
        <Group gap="sm" ml="auto">
          <Button variant="subtle" color="gray" onClick={onCancel} disabled={isSaving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSaving} disabled={isUploading}>
            {t(isEditing ? 'feed.composer.save' : 'feed.composer.publish')}
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {t('feed.composer.mediaHint')}
      </Text>
    </>
  );
}
