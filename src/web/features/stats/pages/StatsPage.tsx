import {
  Anchor,
  Badge,
  Button,
  Card,
  Chip,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type StatsFigure,
  type StatsPeriod,
  type StatsQuery,
  type StatsResponse,
  statsPeriods,
} from '../../../../common/contracts/stats';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { ListError, ListLoading } from '../../../components/admin/ListState';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useStats } from '../api/get-stats';
import { DailyChart } from '../components/DailyChart';
import { formatDay, formatNumber, minutesAndSeconds } from '../utils/format';

const isPeriod = (value: string | null): value is StatsPeriod =>
  value !== null && (statsPeriods as readonly string[]).includes(value);

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The period in the address (`?period=custom&from=…&to=…`), the month by default. */
const queryOf = (params: URLSearchParams): StatsQuery => {
  const period = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  if (period === 'custom' && isDay(from) && isDay(to)) return { period, from, to };
  return { period: isPeriod(period) && period !== 'custom' ? period : 'month' };
};

/** A figure's growth against the previous period, coloured by direction; with the previous value. */
function Growth({
  figure,
  label,
  withPrevious = true,
}: {
  figure: StatsFigure;
  label: string;
  withPrevious?: boolean;
}) {
  const { t, language } = useTranslation();
  const sign = figure.growth > 0 ? '+' : '';
  const growth = `${sign}${formatNumber(figure.growth, language)} %`;
  const color = figure.growth > 0 ? 'teal' : figure.growth < 0 ? 'red' : 'gray';
  return (
    <Group gap={6} wrap="wrap">
      <Badge
        color={color}
        variant="light"
        style={{ flexShrink: 0, overflow: 'visible' }}
        aria-label={t('admin.stats.growthLabel', { label, growth })}
      >
        {growth}
      </Badge>
      {withPrevious && (
        <Text size="xs" c="dimmed">
          {t('admin.stats.previous', { value: formatNumber(figure.previous, language) })}
        </Text>
      )}
    </Group>
  );
}

function FigureCard({
  label,
  value,
  figure,
  note,
}: {
  label: string;
  value: string;
  figure?: StatsFigure;
  note?: string;
}) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3} data-testid="stats-figure-value">
        {value}
      </Text>
      {figure && <Growth figure={figure} label={label} />}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `stats-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={id}>
      <Text id={id} component="h2" fz="lg" fw={700} mb={description ? 2 : 'sm'}>
        {title}
      </Text>
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      {children}
    </Card>
  );
}

type TopPost = StatsResponse['topPosts'][number];
type TopAuthor = StatsResponse['topAuthors'][number];
type TopPage = StatsResponse['topPages'][number];
type ContentRow = StatsResponse['contentTypes'][number];

function Dashboard({ stats }: { stats: StatsResponse }) {
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
        <FigureCard
          label={t('admin.stats.figures.members')}
          value={n(stats.members.value)}
          figure={stats.members}
        />
        <FigureCard
          label={t('admin.stats.figures.newMembers')}
          value={n(stats.newMembers.value)}
          figure={stats.newMembers}
        />
        <FigureCard
          label={t('admin.stats.figures.activeSessions')}
          value={n(stats.activeSessions)}
          note={t('admin.stats.figures.activeSessionsNote')}
        />
        <FigureCard
          label={t('admin.stats.figures.publications')}
          value={n(stats.publications.value)}
          figure={stats.publications}
        />
        <FigureCard
          label={t('admin.stats.figures.comments')}
          value={n(stats.comments.value)}
          figure={stats.comments}
        />
        <FigureCard
          label={t('admin.stats.figures.pageViews')}
          value={n(stats.pageViews.value)}
          figure={stats.pageViews}
        />
        <FigureCard
          label={t('admin.stats.figures.engagement')}
          value={minutesAndSeconds(stats.engagement.averageSeconds.value)}
          figure={stats.engagement.averageSeconds}
        />
        <FigureCard
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

/**
 * /admin/general-stats (001 §2.9; admin, moderateur, comite): the period's figures with their growth,
 * daily charts, members by role, top articles and authors, content by type, pages and engagement. The
 * period lives in the address, so a view can be shared.
 */
export function StatsPage() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const stats = useStats(query);
  const [period, setPeriod] = useState<StatsPeriod>(query.period ?? 'month');
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');

  const choose = (value: string) => {
    if (!isPeriod(value)) return;
    setPeriod(value);
    if (value !== 'custom') setParams({ period: value }, { replace: true });
  };
  const applyRange = (event: FormEvent) => {
    event.preventDefault();
    if (isDay(from) && isDay(to)) setParams({ period: 'custom', from, to }, { replace: true });
  };
  const shown = stats.data;

  return (
    <>
      <AdminPageHeader title={t('admin.stats.title')} description={t('admin.stats.description')} />
      <Stack gap="md" mb="lg">
        <Chip.Group value={period} onChange={(value) => choose(String(value))}>
          <Group gap="xs" role="radiogroup" aria-label={t('admin.stats.periodLabel')}>
            {statsPeriods.map((value) => (
              <Chip key={value} value={value} type="radio" variant="outline">
                {t(`admin.stats.periods.${value}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {period === 'custom' && (
          <form onSubmit={applyRange}>
            <Group align="flex-end" gap="sm">
              <TextInput
                type="date"
                label={t('admin.stats.from')}
                value={from}
                onChange={(event) => setFrom(event.currentTarget.value)}
                required
              />
              <TextInput
                type="date"
                label={t('admin.stats.to')}
                value={to}
                onChange={(event) => setTo(event.currentTarget.value)}
                min={from || undefined}
                required
              />
              <Button type="submit">{t('admin.stats.apply')}</Button>
            </Group>
          </form>
        )}
        {shown && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('admin.stats.periodCaption', {
              from: formatDay(shown.period.from, language),
              to: formatDay(shown.period.to, language),
              previousFrom: formatDay(shown.period.previousFrom, language),
              previousTo: formatDay(shown.period.previousTo, language),
            })}
          </Text>
        )}
      </Stack>
      {stats.error ? (
        <ListError
          error={stats.error}
          onRetry={() => void stats.refetch()}
          title={t('admin.stats.loadError', { message: t(errorMessageKey(stats.error)) })}
        />
      ) : shown ? (
        <Dashboard stats={shown} />
      ) : (
        <ListLoading />
      )}
    </>
  );
}
