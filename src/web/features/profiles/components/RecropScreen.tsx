import { Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrop } from '@tabler/icons-react';
import type { ProfileView } from '../../../../common/contracts/profiles';
import { useTranslation } from '../../../lib/i18n';
import { AvatarUploader } from './AvatarUploader';

/**
 * 000 §2.7: while `avatar_needs_recrop` is set on one's own profile, only this screen shows, until a
 * new (or newly cropped) picture is saved.
 */
export function RecropScreen({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" w="100%" py={{ base: 32, md: 56 }}>
      <Card withBorder padding="xl">
        <Stack gap="lg">
          <ThemeIcon size={56} radius="xl" variant="light" color="ochre" aria-hidden>
            <IconCrop size={30} stroke={1.7} />
          </ThemeIcon>
          <div>
            <Title order={1} fz="h2">
              {t('profiles.avatar.recropTitle')}
            </Title>
            <Text c="dimmed" mt="xs">
              {t('profiles.avatar.recropBody')}
            </Text>
          </div>
          <AvatarUploader profile={profile} canRecropCurrent />
        </Stack>
      </Card>
    </Container>
  );
}
