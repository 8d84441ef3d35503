import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

/** The error view of the tender screens (002 §2): the message and the way back to the list. */
export function TenderMissing({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" w="100%" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          role="alert"
          w="100%"
        >
          <Text size="sm">{message}</Text>
        </Alert>
        <Button component={Link} to="/appels-offres">
          {t('tenders.backToList')}
        </Button>
      </Stack>
    </Container>
  );
}
