import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMonth } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import classes from './DatedItemRow.module.css';

interface DatedItemRowProps {
  icon: ReactNode;
  title: string;
  subtitle: string;
  startDate: string;
  endDate: string | null;
  current: boolean;
  location: string | null;
  description: string | null;
  actions?: ReactNode;
}

/** An experience or an education entry as the profile shows it: what, where, when (fr-FR months). */
export function DatedItemRow({
  icon,
  title,
  subtitle,
  startDate,
  endDate,
  current,
  location,
  description,
  actions,
}: DatedItemRowProps) {
  const { t, language } = useTranslation();
  const end = current ? t('profiles.items.present') : endDate ? formatMonth(endDate, language) : null;
  const period = [formatMonth(startDate, language), end].filter(Boolean).join(' – ');
  return (
    <Group align="flex-start" wrap="nowrap" gap="md" className={classes.row}>
      <ThemeIcon size={40} radius="md" variant="light" color="sankofa" aria-hidden visibleFrom="xs">
        {icon}
      </ThemeIcon>
      <Stack gap={2} flex={1} miw={0}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="md" className={classes.title}>
            {title}
          </Title>
          {actions}
        </Group>
        <Text size="sm" fw={500}>
          {subtitle}
        </Text>
        <Text size="sm" c="dimmed">
          {period}
          {location && ` · ${location}`}
        </Text>
        {description && (
          <Text size="sm" mt={4} className={classes.description}>
            {description}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
