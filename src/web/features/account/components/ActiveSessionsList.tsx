import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { AccountSession } from '../../../../common/contracts/account';
import { countryNameOf } from '../../../../common/format';
import { errorMessageKey } from '../../../lib/api-client';
import { formatLongDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAccountSessions, useRevokeSession } from '../api/settings';
import { QueryState } from './QueryState';

/** Each open session: device, last activity, country and network; 'Déconnecter' on the others. */
export function ActiveSessionsList() {
  const { t, language } = useTranslation();
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const deviceOf = (session: AccountSession) =>
    t('account.sessions.device', {
      browser: session.browser ?? t('account.sessions.unknownBrowser'),
      os: session.os ?? t('account.sessions.unknownOs'),
    });

  // "Réseau local", or the country found offline from the address with the address's network.
  const placeLine = (session: AccountSession): string | null => {
    if (session.place === 'local') return t('account.sessions.localNetwork');
    if (!session.ipAddress) return null;
    return session.country
      ? t('account.sessions.countryAndIp', {
          country: countryNameOf(session.country, language),
          ip: session.ipAddress,
        })
      : t('account.sessions.ip', { ip: session.ipAddress });
  };

  return (
    <>
      {sessions.data ? (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.data.items.map((session, index) => (
            <Fragment key={session.id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <Group component="li" justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {deviceOf(session)}
                    </Text>
                    {session.current && (
                      <Badge variant="light" color="sankofa" size="sm">
                        {t('account.sessions.current')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('account.sessions.lastSeen', {
                      date: formatLongDateTime(session.lastSeenAt, language),
                    })}
                  </Text>
                  {placeLine(session) && (
                    <Text size="xs" c="dimmed">
                      {placeLine(session)}
                    </Text>
                  )}
                </Stack>
                {!session.current && (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('account.sessions.revokeLabel', { device: deviceOf(session) })}
                    loading={revoke.isPending && revoke.variables === session.id}
                    onClick={() =>
                      revoke.mutate(session.id, {
                        onSuccess: () => notify({ color: 'teal', message: t('account.sessions.revoked') }),
                        onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
                      })
                    }
                  >
                    {t('account.sessions.revoke')}
                  </Button>
                )}
              </Group>
            </Fragment>
          ))}
        </Stack>
      ) : (
        <QueryState error={sessions.error} onRetry={() => void sessions.refetch()} />
      )}
    </>
  );
}
