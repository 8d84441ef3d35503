import { Box, Card, Group, Stack, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Note } from '../../../components/Note';

/** A settings card's heading: its icon and h3, `aside` (a badge) at the far end. */
export function CardHeading({
  icon: Icon,
  title,
  iconColor,
  aside,
}: {
  icon: TablerIcon;
  title: string;
  iconColor?: string;
  aside?: ReactNode;
}) {
  const heading = (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Icon size={22} stroke={1.7} aria-hidden color={iconColor} style={{ flex: 'none' }} />
      <Title order={3} fz="h4">
        {title}
      </Title>
    </Group>
  );
  if (!aside) return heading;
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      {heading}
      {/* The badge keeps its word; the title wraps instead. */}
      <Box style={{ flex: 'none' }}>{aside}</Box>
    </Group>
  );
}

/** A card of the settings hub: the heading, its dimmed introduction, then the card's content. */
export function SettingsCard({
  icon,
  title,
  intro,
  aside,
  children,
}: {
  icon: TablerIcon;
  title: string;
  intro?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <CardHeading icon={icon} title={title} aside={aside} />
        {intro && <Note>{intro}</Note>}
        {children}
      </Stack>
    </Card>
  );
}
