import { ActionIcon, Loader, Text, ThemeIcon } from '@mantine/core';
import { IconFileText, IconMovie, IconX } from '@tabler/icons-react';
import type { FeedMedia } from '../../../../common/contracts/feed';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { useTranslation } from '../../../lib/i18n';
import { fileSize } from '../utils/format';
import classes from './PostComposer.module.css';

/** One file of the composer: being uploaded, or uploaded (new, or already on the post being edited). */
export interface ComposerMediaItem {
  key: string;
  status: 'uploading' | 'ready';
  media?: FeedMedia;
  name: string;
  kind: FeedMedia['kind'];
  /** A local picture shown while the image uploads. */
  previewUrl?: string;
  /** Part of the post being edited (removed from storage only when the edit is saved). */
  isExisting: boolean;
  /** While it uploads: the share sent (0 to 1), and how to stop it (the remove button cancels). */
  progress?: number;
  transfer?: AbortController;
}

interface ComposerMediaListProps {
  items: ComposerMediaItem[];
  onRemove: (key: string) => void;
}

/** The composer's previews, each with a remove button. */
export function ComposerMediaList({ items, onRemove }: ComposerMediaListProps) {
  const { t, language } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className={classes.mediaList} aria-label={t('feed.composer.mediaLabel')}>
      {items.map((item) => {
        const imageUrl = item.media?.kind === 'image' ? item.media.url : item.previewUrl;
        return (
          <li key={item.key} className={classes.mediaItem} aria-busy={item.status === 'uploading'}>
            {item.kind === 'image' && imageUrl ? (
              <img src={imageUrl} alt={item.name} className={classes.mediaImage} width={120} height={120} />
            ) : (
              <div className={classes.mediaFile}>
                <ThemeIcon size={36} radius="md" variant="light" color="indigo" aria-hidden>
                  {item.kind === 'video' ? <IconMovie size={20} /> : <IconFileText size={20} />}
                </ThemeIcon>
                <Text size="xs" fw={600} lineClamp={2} ta="center" className={classes.mediaName}>
                  {item.name}
                </Text>
                {item.media && (
                  <Text size="xs" c="dimmed">
                    {fileSize(item.media.size, language)}
                  </Text>
                )}
              </div>
            )}
            {item.status === 'uploading' && (
              <div className={classes.mediaOverlay}>
                <Loader
                  size="sm"
                  color="white"
                  aria-label={t('feed.composer.uploading', { name: item.name })}
                />
                <Text size="xs" fw={700} c="white" aria-hidden>
                  {Math.round((item.progress ?? 0) * 100)} %
                </Text>
              </div>
            )}
            <LazyTooltip label={t('feed.composer.removeMedia', { name: item.name })} withArrow>
              <ActionIcon
                className={classes.mediaRemove}
                size="sm"
                radius="xl"
                color="dark"
                variant="filled"
                onClick={() => onRemove(item.key)}
                aria-label={t('feed.composer.removeMedia', { name: item.name })}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </LazyTooltip>
          </li>
        );
      })}
    </ul>
  );
}
