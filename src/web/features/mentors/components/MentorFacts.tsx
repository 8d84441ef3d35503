import { Badge, Group, type MantineSize, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Stars } from './Stars';

/** A mentor's average as stars, then `caption`: what it rests on (the review count, the average). */
export function MentorRating({
  rating,
  size,
  caption,
}: {
  rating: number;
  size: MantineSize;
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Stars value={rating} fractions={2} size={size} label={t('mentors.reviews.stars', { rating })} />
      <Text size={size} c="dimmed">
        {caption}
      </Text>
    </Group>
  );
}

/** The domains a mentor helps in, as badges (the directory's card and the mentor's page). */
export function MentorDomains({ domains }: { domains: readonly string[] }) {
  return (
    <Group gap={6}>
      {domains.map((domain) => (
        <Badge key={domain} variant="light" color="sankofa" radius="sm" tt="none">
          {domain}
        </Badge>
      ))}
    </Group>
  );
}
