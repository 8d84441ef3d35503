import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

interface OfferMissingProps {
  title: string;
  message: string;
  /** 'Retour' (history back) beside 'Retour aux offres d'emploi', when the message is about an ID (002 §2). */
  withBack?: boolean;
}

/** The error view of the offer screens (002 §2): the message and the way back to the offers. */
export function OfferMissing({ title, message, withBack = false }: OfferMissingProps) {
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
          <Button component={Link} to="/emplois">
            {t('jobOffers.detail.back')}
          </Button>
          {withBack && (
            <Button variant="default" onClick={() => void navigate(-1)}>
              {t('jobOffers.edit.back')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
