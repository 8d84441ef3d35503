import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

interface CompanyMissingProps {
  title: string;
  message: string;
  /** 'Retour' (history back) beside the way to the directory, when the message is about an ID (002 §2). */
  withBack?: boolean;
}

/** The error panel of the company screens (002 §2): the message and the way back to the directory. */
export function CompanyMissing({ title, message, withBack = false }: CompanyMissingProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container size="sm" w="100%" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Text size="sm">{message}</Text>
        </Alert>
        <Group gap="sm">
          <Button component={Link} to="/entreprises">
            {t('companies.form.backToDirectory')}
          </Button>
          {withBack && (
            <Button variant="default" onClick={() => void navigate(-1)}>
              {t('companies.form.back')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
