import { Box, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconLogin2, IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { DoneNotice } from '../../../components/DoneNotice';
import { FormFailure } from '../../../components/FormFailure';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { getSession, sessionQueryKey } from '../../../lib/session';
import { useAuthDialog } from '../hooks/use-auth-dialog';

type Outcome = { kind: 'success'; userId: string } | { kind: 'noSession' } | { kind: 'unknown' };

/**
 * The blog-authentication check (000 §8, 001 §2.19): asks the server for the session and shows the
 * member's id, or why an article could not be published.
 */
export function SessionCheck() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const authDialog = useAuthDialog();
  const location = useLocation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const check = useMutation({
    mutationFn: () => getSession(),
    onSuccess: (session) => {
      // The header follows what the server just said.
      queryClient.setQueryData(sessionQueryKey, session);
      setOutcome(session.user ? { kind: 'success', userId: session.user.id } : { kind: 'noSession' });
    },
    onError: (error) =>
      setOutcome(
        isApiError(error) && error.code === 'unauthenticated' ? { kind: 'noSession' } : { kind: 'unknown' },
      ),
  });

  return (
    <Stack gap="lg" align="flex-start">
      <Button
        size="md"
        leftSection={<IconShieldCheck size={18} stroke={1.8} aria-hidden />}
        loading={check.isPending}
        onClick={() => check.mutate()}
      >
        {t('demo.blogAuth.check')}
      </Button>

      {/* Announced when it changes. */}
      <Box aria-live="polite" w="100%">
        {outcome?.kind === 'success' && (
          <DoneNotice title={t('demo.blogAuth.success')}>
            <Text size="sm">
              {t('demo.blogAuth.userId')} <Code>{outcome.userId}</Code>
            </Text>
          </DoneNotice>
        )}
        {(outcome?.kind === 'noSession' || outcome?.kind === 'unknown') && (
          <FormFailure
            title={t('demo.blogAuth.failure')}
            message={
              <Stack gap="sm" align="flex-start">
                <Text size="sm">
                  {t(outcome.kind === 'noSession' ? 'demo.blogAuth.noSession' : 'demo.blogAuth.unknown')}
                </Text>
                {outcome.kind === 'noSession' && (
                  <Group>
                    <Button
                      size="xs"
                      variant="white"
                      color="red"
                      leftSection={<IconLogin2 size={14} stroke={1.8} aria-hidden />}
                      onClick={() => authDialog.open('login', { redirect: location.pathname })}
                    >
                      {t('auth.submitLogin')}
                    </Button>
                  </Group>
                )}
              </Stack>
            }
          />
        )}
      </Box>
    </Stack>
  );
}
