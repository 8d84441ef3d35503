import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import type { FeedMedia } from '../../../../common/contracts/feed';
import { useTranslation } from '../../../lib/i18n';
import { imageSizes, responsiveImage } from '../../../lib/responsive-image';
import { fileSize } from '../utils/format';
import classes from './PostMedia.module.css';

interface PostMediaProps {
  media: FeedMedia[];
  /** The author's name, for the pictures' text alternative. */
  authorName: string;
}

/**
 * A post's media (002 §3): images in a grid of 1 to 4 (lazy, sized so nothing jumps while they load),
 * videos with the browser's player, documents as a card with their name, size and a download link.
 */
export function PostMedia({ media, authorName }: PostMediaProps) {
  const { t, language } = useTranslation();
  const images = media.filter((item) => item.kind === 'image');
  const videos = media.filter((item) => item.kind === 'video');
  const documents = media.filter((item) => item.kind === 'document');
  if (media.length === 0) return null;

  return (
    <div className={classes.root}>
      {images.length > 0 && (
        <div className={classes.grid} data-count={Math.min(images.length, 4)}>
          {images.map((image, index) => (
            <a
              key={image.id}
              href={image.url}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.cell}
              aria-label={t('feed.media.openImage', {
                index: index + 1,
                count: images.length,
                name: authorName,
              })}
            >
              <img
                {...responsiveImage(image.url, images.length === 1 ? imageSizes.feed : imageSizes.feedGrid)}
                alt={t('feed.media.imageAlt', { index: index + 1, count: images.length, name: authorName })}
                width={image.width ?? undefined}
                height={image.height ?? undefined}
                loading="lazy"
                decoding="async"
                className={classes.image}
                data-single={images.length === 1 || undefined}
              />
            </a>
          ))}
        </div>
      )}
      {videos.map((video) => (
        // biome-ignore lint/a11y/useMediaCaption: members' videos come without caption files.
        <video key={video.id} className={classes.video} controls preload="metadata" src={video.url}>
          <a href={video.url}>{video.name}</a>
        </video>
      ))}
      {documents.map((document) => (
        <Group key={document.id} className={classes.document} gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" color="indigo" aria-hidden>
            <IconFileText size={22} stroke={1.6} />
          </ThemeIcon>
          <div className={classes.documentText}>
            <Text size="sm" fw={600} className={classes.documentName} title={document.name}>
              {document.name}
            </Text>
            <Text size="xs" c="dimmed">
              {fileSize(document.size, language)}
            </Text>
          </div>
          <a
            href={document.url}
            download={document.name}
            className={classes.download}
            aria-label={t('feed.media.download', { name: document.name })}
          >
            <IconDownload size={18} stroke={1.8} aria-hidden />
            <span className={classes.downloadText}>{t('feed.media.downloadShort')}</span>
          </a>
        </Group>
      ))}
    </div>
  );
}
