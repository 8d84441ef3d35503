import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { limits } from '../../../../common/limits';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { useObjectUrl } from '../../../lib/use-object-url';

const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export interface PortfolioImageChoice {
  /** The file chosen, sent once the item is saved. */
  file: File | null;
  /** The current image (uploaded or an older address) is to go. */
  isRemoved: boolean;
}

interface PortfolioImageFieldProps {
  /** The uploaded image the item has (shown), if any. */
  imageUrl: string | null;
  /** An older image address on another site (never loaded here), if any. */
  imageLink: string | null;
  value: PortfolioImageChoice;
  onChange: (value: PortfolioImageChoice) => void;
}

/**
 * A portfolio item's image (issue 33): a file the member picks (JPG, PNG, WebP or GIF, 5 MB), stored
 * on the site, so no other site sees the profile's viewers. An older address on another site is only
 * named, never loaded; picking a file replaces it.
 */
export function PortfolioImageField({ imageUrl, imageLink, value, onChange }: PortfolioImageFieldProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(value.file);

  const shown = preview ?? (value.isRemoved ? null : imageUrl);
  const isElsewhere = !value.file && !value.isRemoved && imageLink !== null;
  const hasImage = shown !== null || isElsewhere;

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="portfolio-image-label">
        {t('profiles.portfolio.image')}
      </Text>
      {shown && (
        <Image
          src={shown}
          alt={t('profiles.portfolio.imagePreview')}
          radius="sm"
          h={140}
          w="100%"
          fit="cover"
        />
      )}
      {isElsewhere && <Note>{t('profiles.portfolio.imageElsewhere')}</Note>}
      <Group gap="sm">
        <FileButton
          accept={imageTypes.join(',')}
          onChange={(file) => {
            setError(null);
            if (!file) return;
            if (!imageTypes.includes(file.type)) return setError(t('profiles.portfolio.imageNotImage'));
            if (file.size > limits.profile.portfolioImageMaxBytes) {
              return setError(t('profiles.portfolio.imageTooLarge'));
            }
            onChange({ file, isRemoved: false });
          }}
        >
          {(props) => (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPhoto size={16} stroke={1.8} aria-hidden />}
              aria-describedby="portfolio-image-label portfolio-image-hint"
              {...props}
            >
              {t(hasImage ? 'profiles.portfolio.imageChange' : 'profiles.portfolio.imagePick')}
            </Button>
          )}
        </FileButton>
        {hasImage && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} stroke={1.8} aria-hidden />}
            onClick={() => {
              setError(null);
              onChange({ file: null, isRemoved: true });
            }}
          >
            {t('profiles.portfolio.imageRemove')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed" id="portfolio-image-hint">
        {t('profiles.portfolio.imageHint')}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
