import { Anchor, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StatsResponse } from '../../../../common/contracts/stats';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { useTranslation } from '../../../lib/i18n';
import { formatNumber, minutesAndSeconds } from '../utils/format';
import { DailyChart } from './DailyChart';

import { Growth, GrowthFigure, Section } from './StatsFigures';

type TopPost = StatsResponse['topPosts'][number];
type TopAuthor = StatsResponse['topAuthors'][number];
type TopPage = StatsResponse['topPages'][number];
type ContentRow = StatsResponse['contentTypes'][number];

/**
 * The period's statistics once read: the figures with their growth, the daily charts, members by role,
 * the top articles and authors, content by type, the pages read and the engagement.
 */
export function StatsDashboard({ stats }: { stats: StatsResponse }) {
  const { t, language } = useTranslation();
  const n = (value: number) => formatNumber(value, language);
  const totalMembers = stats.roles.reduce((sum, role) => sum + role.count, 0);

  const postColumns: DataColumn<TopPost>[] = [
    {
      key: 'title',
      header: t('admin.stats.topPosts.title'),
      isCardTitle: true,
      cell: (post) => (
        <Anchor component={Link} to={`/blog/${post.slug}`}>
          {post.title}
        </Anchor>
      ),
    },
    { key: 'views', header: t('admin.stats.topPosts.views'), nowrap: true, cell: (post) => n(post.views) },
    { key: 'likes', header: t('admin.stats.topPosts.likes'), nowrap: true, cell: (post) => n(post.likes) },
  ];
  const authorColumns: DataColumn<TopAuthor>[] = [
    {
      key: 'author',
      header: t('admin.stats.topAuthors.author'),
      isCardTitle: true,
      cell: (author) => (
        <Anchor component={Link} to={`/profile/${author.id}`}>
          {author.fullName || `@${author.username}`}
        </Anchor>
      ),
    },
    {
      key: 'publications',
      header: t('admin.stats.topAuthors.publications'),
      nowrap: true,
      cell: (author) => n(author.publications),
    },
    {
      key: 'latest',
      header: t('admin.stats.topAuthors.latest'),
      cell: (author) => author.latestTitle ?? '—',
    },
  ];
  const pageColumns: DataColumn<TopPage>[] = [
    {
      key: 'path',
      header: t('admin.stats.topPages.path'),
      isCardTitle: true,
      cell: (page) => <code>{page.path}</code>,
    },
    { key: 'views', header: t('admin.stats.topPages.views'), nowrap: true, cell: (page) => n(page.views) },
  ];
  const contentColumns: DataColumn<ContentRow>[] = [
    {
      key: 'type',
      header: t('admin.stats.content.type'),
      isCardTitle: true,
      cell: (row) => t(`admin.stats.content.types.${row.type}`),
    },
    { key: 'total', header: t('admin.stats.content.total'), nowrap: true, cell: (row) => n(row.total) },
    { key: 'recent', header: t('admin.stats.content.recent'), nowrap: true, cell: (row) => n(row.recent) },
    {
      key: 'period',
      header: t('admin.stats.content.period'),
      nowrap: true,
      cell: (row) => n(row.period.value),
    },
    {
      key: 'growth',
      header: t('admin.stats.content.growth'),
      nowrap: true,
      cell: (row) => (
        <Growth figure={row.period} label={t(`admin.stats.content.types.${row.type}`)} withPrevious={false} />
      ),
    },
  ];

  const series = (key: 'signups' | 'publications' | 'pageViews') =>
    stats.series.map((point) => ({ day: point.day, until: point.until, value: point[key] }));

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <GrowthFigure
          label={t('admin.stats.figures.members')}
          value={n(stats.members.value)}
          figure={stats.members}
        />
        <GrowthFigure
          label={t('admin.stats.figures.newMembers')}
          value={n(stats.newMembers.value)}
          figure={stats.newMembers}
        />
        <GrowthFigure
          label={t('admin.stats.figures.activeSessions')}
          value={n(stats.activeSessions)}
          note={t('admin.stats.figures.activeSessionsNote')}
        />
        <GrowthFigure
          label={t('admin.stats.figures.publications')}
          value={n(stats.publications.value)}
          figure={stats.publications}
        />
        <GrowthFigure
          label={t('admin.stats.figures.comments')}
          value={n(stats.comments.value)}
          figure={stats.comments}
        />
        <GrowthFigure
          label={t('admin.stats.figures.pageViews')}
          value={n(stats.pageViews.value)}
          figure={stats.pageViews}
        />
        <GrowthFigure
          label={t('admin.stats.figures.engagement')}
          value={minutesAndSeconds(stats.engagement.averageSeconds.value)}
          figure={stats.engagement.averageSeconds}
        />
        <GrowthFigure
          label={t('admin.stats.figures.visits')}
          value={n(stats.engagement.sessions)}
          note={t('admin.stats.figures.pagesPerVisit', {
            count: stats.engagement.pagesPerSession,
            value: n(stats.engagement.pagesPerSession),
          })}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('admin.stats.engagementNote')}
      </Text>

      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
        <Section title={t('admin.stats.series.signups')}>
          <DailyChart points={series('signups')} label={t('admin.stats.series.signups')} />
        </Section>
        <Section title={t('admin.stats.series.publications')}>
          <DailyChart points={series('publications')} label={t('admin.stats.series.publications')} />
        </Section>
        <Section title={t('admin.stats.series.pageViews')}>
          <DailyChart points={series('pageViews')} label={t('admin.stats.series.pageViews')} />
        </Section>
      </SimpleGrid>

      <Section title={t('admin.stats.roles.title')} description={t('admin.stats.roles.description')}>
        <Stack gap="sm">
          {stats.roles.map((role) => {
            const share = totalMembers === 0 ? 0 : (role.count / totalMembers) * 100;
            const name = t(`admin.users.roles.${role.role}`);
            return (
              <div key={role.role}>
                <Group justify="space-between" mb={4}>
                  <Text size="sm">{name}</Text>
                  <Text size="sm" c="dimmed">
                    {t('admin.stats.roles.share', {
                      members: n(role.count),
                      share: n(Math.round(share * 10) / 10),
                    })}
                  </Text>
                </Group>
                <Progress value={share} aria-label={name} />
              </div>
            );
          })}
        </Stack>
      </Section>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title={t('admin.stats.topPosts.heading')}>
          <DataTable
            label={t('admin.stats.topPosts.heading')}
            columns={postColumns}
            rowKey={(post) => post.id}
            rows={stats.topPosts}
            isPending={false}
            error={null}
            onRetry={() => undefined}
            emptyMessage={t('admin.stats.topPosts.empty')}
            minWidth={0}
          />
        </Section>
        <Section title={t('admin.stats.topAuthors.heading')}>
          <DataTable
            label={t('admin.stats.topAuthors.heading')}
            columns={authorColumns}
            rowKey={(author) => author.id}
            rows={stats.topAuthors}
            isPending={false}
            error={null}
            onRetry={() => undefined}
            emptyMessage={t('admin.stats.topAuthors.empty')}
            minWidth={0}
          />
        </Section>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title={t('admin.stats.content.heading')}>
          <DataTable
            label={t('admin.stats.content.heading')}
            columns={contentColumns}
            rowKey={(row) => row.type}
            rows={stats.contentTypes}
            isPending={false}
            error={null}
            onRetry={() => undefined}
            emptyMessage={t('admin.stats.content.empty')}
            minWidth={0}
          />
        </Section>
        <Section
          title={t('admin.stats.topPages.heading')}
          description={t('admin.stats.topPages.description')}
        >
          <DataTable
            label={t('admin.stats.topPages.heading')}
            columns={pageColumns}
            rowKey={(page) => page.path}
            rows={stats.topPages}
            isPending={false}
            error={null}
            onRetry={() => undefined}
            emptyMessage={t('admin.stats.topPages.empty')}
            minWidth={0}
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
