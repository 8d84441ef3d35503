import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

interface CardGridSkeletonProps {
  /** The grid's class of the list it stands for: the same columns, so nothing moves once it loads. */
  gridClassName: string | undefined;
  /** How many cards: a screen's worth. */
  count?: number;
  /** A card's height, close to the real one's. */
  height?: number;
  /** The cards start with a picture (a member, a logo): a circle or a rounded square. */
  picture?: 'circle' | 'square' | 'none';
  /** The list starts with a count line ("12 profils"), kept in grey too. */
  countLine?: boolean;
}

/**
 * A list's first load (issue 40 §4): grey cards in the list's own grid, in place of a spinner, so the
 * page has its shape at once and does not jump when the cards arrive. One `status` for assistive
 * technologies ("Chargement…"); the shapes themselves are hidden from them.
 */
export function CardGridSkeleton({
  gridClassName,
  count = 6,
  height = 190,
  picture = 'circle',
  countLine = false,
}: CardGridSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-label={t('app.loading')} data-testid="list-skeleton">
      {countLine && <Skeleton h={14} w={120} my={4} aria-hidden />}
      <ul className={gridClassName} aria-hidden style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered.
          <li key={index}>
            <Card withBorder radius="md" padding="md" h={height}>
              <Stack gap="sm" h="100%">
                <Group gap="sm" wrap="nowrap">
                  {picture !== 'none' && <Skeleton circle={picture === 'circle'} radius="md" h={56} w={56} />}
                  <Stack gap={8} style={{ flex: 1 }}>
                    <Skeleton h={14} w="70%" />
                    <Skeleton h={10} w="90%" />
                    <Skeleton h={10} w="50%" />
                  </Stack>
                </Group>
                <Skeleton h={32} radius="sm" mt="auto" />
              </Stack>
            </Card>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
