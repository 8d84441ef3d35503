import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { OutboxCounts as Counts } from '../../../../common/contracts/admin';
import { useTranslation } from '../../../lib/i18n';
import { useAdminMe } from '../api/get-admin-me';
import { useMailCounts } from '../api/get-mails';
import { adminPaths } from '../paths';
import { mailStatusColor } from '../utils/labels';
import { HeadedSection } from './SectionHeading';

const states = ['queued', 'retrying', 'failed', 'held'] as const satisfies readonly (keyof Counts)[];

/**
 * The mail queue on the dashboard (issue 36 §2), for whoever may open the outbox: each count links to
 * the outbox filtered by that state.
 */
export function OutboxCounts() {
  const { t } = useTranslation();
  const me = useAdminMe();
  const allowed = me.data?.screens.includes('mails') ?? false;
  const counts = useMailCounts({ enabled: allowed });
  if (!allowed || counts.isError) return null;

  return (
    <HeadedSection
      id="admin-mail-counts"
      title={t('admin.dashboard.mails.title')}
      description={t('admin.dashboard.mails.description')}
    >
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {states.map((state) => {
          const label = t(`admin.mails.status.${state}`);
          const count = counts.data?.[state];
          return count === undefined ? (
            <Skeleton key={state} h={92} radius="lg" />
          ) : (
            <UnstyledButton key={state} component={Link} to={`${adminPaths.mails}?status=${state}`}>
              <Paper withBorder radius="lg" p="md" h="100%">
                <Text
                  fz={28}
                  fw={700}
                  lh={1.1}
                  c={count > 0 && state !== 'queued' ? `${mailStatusColor[state]}.8` : undefined}
                >
                  {count}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {label}
                </Text>
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </HeadedSection>
  );
}
