import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface StateScreenProps {
  /** Above the title (a ThemeIcon, an icon, the 404); none when absent. */
  icon?: ReactNode;
  title: string;
  body: string;
  /** The way on: a link back, a retry. */
  action?: ReactNode;
}

/**
 * A page's state in place of the page (not found, refused, failed to load): centred, its icon, the h1,
 * what happened in a dimmed line, the way on.
 */
export function StateScreen({ icon, title, body, action }: StateScreenProps) {
  return (
    <Center flex={1} py={80} px="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        {icon}
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{body}</Text>
        {action}
      </Stack>
    </Center>
  );
}

/** The round light icon over a state's title (a profile's states, a missing section). */
export function StateIcon({ icon: Glyph, color }: { icon: Icon; color: string }) {
  return (
    <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
      <Glyph size={34} stroke={1.6} />
    </ThemeIcon>
  );
}
