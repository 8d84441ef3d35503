import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useUnsubscribe } from '../api/unsubscribe';

/** A mail's one-click unsubscribe: the signed token in `?token=` is followed at once. */
function UnsubscribePage({ kind }: { kind: 'rules' | 'prospection' }) {
  const { t } = useTranslation();
  const title = kind === 'rules' ? t('unsubscribe.rulesTitle') : t('unsubscribe.prospectTitle');
  usePageTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe(kind);
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
          {title}
        </Title>
        {failed ? (
          <Alert color="red" variant="light" role="alert" w="100%">
            {t('unsubscribe.error')}
          </Alert>
        ) : unsubscribe.isSuccess ? (
          <Alert
            color="teal"
            variant="light"
            role="status"
            icon={<IconCircleCheck size={18} aria-hidden />}
            w="100%"
          >
            {kind === 'rules' ? t('unsubscribe.rulesDone') : t('unsubscribe.prospectDone')}
          </Alert>
        ) : (
          <Stack gap="xs" align="center" w="100%">
            <Loader size="sm" aria-label={t('unsubscribe.working')} />
            <Text size="sm" c="dimmed">
              {t('unsubscribe.working')}
            </Text>
          </Stack>
        )}
        <Button component={Link} to="/" variant="default">
          {t('unsubscribe.home')}
        </Button>
      </Stack>
    </Container>
  );
}

export const RulesUnsubscribePage = () => <UnsubscribePage kind="rules" />;
export const ProspectUnsubscribePage = () => <UnsubscribePage kind="prospection" />;
