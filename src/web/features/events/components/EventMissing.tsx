import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

/** 'Événement introuvable.' (002 §8) with the way back to the list. */
export function EventMissing({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" w="100%" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('events.notFound')}
        </Title>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Text size="sm">{message ?? t('events.notFoundBody')}</Text>
        </Alert>
        <Button component={Link} to="/events" w="fit-content">
          {t('events.back')}
        </Button>
      </Stack>
    </Container>
  );
}
