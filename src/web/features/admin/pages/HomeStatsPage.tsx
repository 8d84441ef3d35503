import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { ListError, ListLoading } from '../../../components/admin/ListState';
import { useTranslation } from '../../../lib/i18n';
import { useAdminHomeStats } from '../api/home-stats';
import { HomeStatsForm } from '../components/HomeStatsForm';

/**
 * /admin/home-stats (001 §2.10, admin only; issue 15 item 6): one card per landing figure, in the
 * landing's order. A figure is counted live from the database (members, mentors, countries…) or set by
 * the team (a value 0 or more, §5), with its label and description; one save updates them all. A figure
 * whose value is 0 is not shown on the landing, and the card says so.
 */
export function HomeStatsPage() {
  const { t } = useTranslation();
  const stats = useAdminHomeStats();
  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.home-stats')}
        description={t('admin.homeStats.description')}
        actions={
          <Button
            component={Link}
            to="/"
            target="_blank"
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('admin.homeStats.viewLanding')}
          </Button>
        }
      />
      {stats.data ? (
        <HomeStatsForm key={stats.dataUpdatedAt} data={stats.data} />
      ) : stats.isPending ? (
        <ListLoading />
      ) : (
        <ListError
          error={stats.error}
          title={t('admin.homeStats.loadError')}
          onRetry={() => void stats.refetch()}
        />
      )}
    </>
  );
}
