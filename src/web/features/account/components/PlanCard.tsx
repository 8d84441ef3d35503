import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Note } from '../../../components/Note';
import { formatLongDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { usePlan } from '../api/get-plan';
import { QueryState } from './QueryState';

/**
 * The account page's "Mon offre" (issue 38): the paid offer the member holds, its badge and its term;
 * without one, the offer a refund ended, when that refund is their latest payment's outcome.
 */
export function PlanCard() {
  const { t, language } = useTranslation();
  const plan = usePlan();
  if (!plan.data) return <QueryState error={plan.error} onRetry={() => void plan.refetch()} />;
  const held = plan.data.plan;
  const refunded = plan.data.refunded;
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconCrown size={22} stroke={1.7} aria-hidden />
          <Text fw={600}>{t('account.plan.title')}</Text>
        </Group>
        {held ? (
          <>
            <Group gap="sm" wrap="wrap">
              <Text size="lg" fw={700}>
                {held.offerName}
              </Text>
              {held.badge && (
                <Badge color="sankofa" variant="filled">
                  {held.badge}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {held.endsAt
                ? t('account.plan.endsAt', { date: formatLongDate(held.endsAt, language) })
                : held.renewsAt
                  ? t(`account.plan.renewsAt.${held.interval === 'year' ? 'year' : 'month'}`, {
                      date: formatLongDate(held.renewsAt, language),
                    })
                  : t('account.plan.since', { date: formatLongDate(held.since, language) })}
            </Text>
          </>
        ) : (
          <>
            {refunded && (
              <Text size="sm">
                {t('account.plan.refunded', {
                  offer: refunded.offerName,
                  date: formatLongDate(refunded.refundedAt, language),
                })}
              </Text>
            )}
            <Note>{t('account.plan.none')}</Note>
            <Group>
              <Button component={Link} to="/pricing" variant="light">
                {t('account.plan.seeOffers')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
