import { Button, Container, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DoneNotice } from '../../../components/DoneNotice';
import { FormFailure } from '../../../components/FormFailure';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useUnsubscribeJobAlert } from '../api/alerts';

/** `/emplois/alertes/desinscription?token=` (anyone): the alert mail's one-click unsubscribe. */
export function UnsubscribeAlertPage() {
  const { t } = useTranslation();
  usePageTitle(t('jobOffers.alerts.unsubscribeTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeJobAlert();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const failed = !token || unsubscribe.isError;
  return (
    <Container size="sm" w="100%" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz="h2">
          {t('jobOffers.alerts.unsubscribeTitle')}
        </Title>
        {failed ? (
          <FormFailure w="100%" message={t('jobOffers.alerts.unsubscribeError')} />
        ) : unsubscribe.isSuccess ? (
          <DoneNotice w="100%">{t('jobOffers.alerts.unsubscribed')}</DoneNotice>
        ) : (
          <Stack gap="xs" align="center" w="100%">
            <Loader size="sm" aria-label={t('jobOffers.alerts.unsubscribing')} />
            <Note>{t('jobOffers.alerts.unsubscribing')}</Note>
          </Stack>
        )}
        <Button component={Link} to="/emplois" variant="default">
          {t('jobOffers.alerts.backToJobs')}
        </Button>
      </Stack>
    </Container>
  );
}
