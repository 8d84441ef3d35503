import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

interface WelcomeCardProps {
  fullName: string | null;
  email: string;
}

/** "Bienvenue !" at the top of /profile/complete, with the address the member signed in with. */
export function WelcomeCard({ fullName, email }: WelcomeCardProps) {
  const { t } = useTranslation();
  return (
    <Card padding={0} radius="lg" bg="sankofa.0" withBorder>
      <Group gap="lg" wrap="nowrap" align="flex-start" p={{ base: 'lg', sm: 'xl' }}>
        <ThemeIcon size={56} radius="xl" color="ochre.4" aria-hidden visibleFrom="xs">
          <IconConfetti size={30} stroke={1.7} color="var(--mantine-color-indigo-9)" />
        </ThemeIcon>
        <Stack gap={6}>
          <Title order={1} fz="h2">
            {fullName ? t('profiles.welcome.named', { name: fullName }) : t('auth.welcome')}
          </Title>
          <Text>
            {t('profiles.welcome.signedInAs')}{' '}
            <Text component="span" fw={600}>
              {email}
            </Text>
          </Text>
          <Text c="dimmed">{t('profiles.welcome.body')}</Text>
        </Stack>
      </Group>
    </Card>
  );
}
