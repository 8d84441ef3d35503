import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AdminReport, reportStatuses, reportTargetTypes } from '../../../../common/contracts/blog';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { CellLines } from '../../../components/admin/CellLines';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { UrlFilterSelect, urlTableProps } from '../../../components/admin/url-table';
import { useUrlListState } from '../../../components/admin/use-url-list-state';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import {
  type ReportStatusFilter,
  type ReportTypeFilter,
  useAdminReports,
  useResolveReport,
} from '../api/reports';
import { useMessageOf } from '../utils/use-message-of';

const listFilters = ['status', 'type'] as const;
const isStatus = (value: string | undefined): value is ReportStatusFilter =>
  reportStatuses.some((status) => status === value);
const isType = (value: string | undefined): value is ReportTypeFilter =>
  reportTargetTypes.some((type) => type === value);

/**
 * /admin/reports (decision 5, an addition to 001 §2.1; issue 22 §3): the members, posts, comments,
 * private messages, groups and article comments members reported, oldest open first, with the reason
 * and who reported it; staff dismiss the report or remove the content where they may. A type filter.
 */
export function ReportsPage() {
  const { t, language } = useTranslation();
  const list = useUrlListState({ filters: listFilters });
  const status = isStatus(list.filters.status) ? list.filters.status : 'open';
  const type = isType(list.filters.type) ? list.filters.type : undefined;
  const reports = useAdminReports({ status, type, page: list.page });
  const resolve = useResolveReport();
  const [removing, setRemoving] = useState<AdminReport | null>(null);
  const messageOf = useMessageOf();

  const run = (report: AdminReport, action: 'dismiss' | 'remove') =>
    resolve.mutate(
      { id: report.id, action },
      {
        onSuccess: () => {
          notify({
            color: 'sankofa',
            message: t(action === 'dismiss' ? 'admin.reports.dismissed' : 'admin.reports.removed'),
          });
          setRemoving(null);
        },
        onError: (error) => notify({ color: 'red', message: messageOf(error) }),
      },
    );

  const columns: DataColumn<AdminReport>[] = [
    {
      key: 'content',
      header: t('admin.reports.columns.content'),
      isCardTitle: true,
      isWide: true,
      minWidth: 300,
      cell: (report) =>
        report.target ? (
          <Stack gap={4}>
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-line' }}
              lineClamp={4}
              fs={report.target.isDeleted ? 'italic' : undefined}
            >
              {report.target.isDeleted ? t('admin.reports.deletedContent') : report.target.content}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`admin.reports.types.${report.targetType}`)}
              {report.target.author && ` · ${t('admin.reports.by', { name: report.target.author.fullName })}`}
            </Text>
            {report.target.path ? (
              <Anchor component={Link} to={report.target.path} size="xs" target="_blank">
                <Group gap={4} component="span">
                  {report.target.title
                    ? t('admin.reports.in', { title: report.target.title })
                    : t('admin.reports.open')}
                  <IconExternalLink size={12} aria-hidden />
                </Group>
              </Anchor>
            ) : (
              <Text size="xs" c="dimmed">
                {t('admin.reports.privateMessage')}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('admin.reports.gone')}
          </Text>
        ),
    },
    {
      key: 'reason',
      header: t('admin.reports.columns.reason'),
      minWidth: 200,
      cell: (report) => (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {report.reason}
        </Text>
      ),
    },
    {
      key: 'reporter',
      header: t('admin.reports.columns.reporter'),
      minWidth: 160,
      cell: (report) => (
        <CellLines main={report.reporter?.fullName ?? '—'} sub={formatDate(report.createdAt, language)} />
      ),
    },
    {
      key: 'decision',
      header: t('admin.reports.columns.decision'),
      minWidth: 220,
      cell: (report) =>
        report.status === 'open' ? (
          <Group gap={6} wrap="wrap">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEyeOff size={14} aria-hidden />}
              onClick={() => run(report, 'dismiss')}
              loading={resolve.isPending && resolve.variables?.id === report.id}
            >
              {t('admin.reports.dismiss')}
            </Button>
            {report.canRemove && (
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setRemoving(report)}
              >
                {t('admin.reports.remove')}
              </Button>
            )}
          </Group>
        ) : (
          <Badge variant="light" color={report.status === 'removed' ? 'red' : 'gray'} tt="none">
            {t(`admin.reports.statuses.${report.status}`)}
            {report.resolvedAt ? ` · ${formatDate(report.resolvedAt, language)}` : ''}
          </Badge>
        ),
    },
  ];

  return (
    <>
      <AdminPageHeader title={t('admin.nav.reports')} description={t('admin.reports.intro')} />
      <DataTable
        label={t('admin.nav.reports')}
        columns={columns}
        rowKey={(report) => report.id}
        {...urlTableProps(reports, list)}
        errorTitle={(error) => `${t('admin.reports.loadError')}${messageOf(error)}`}
        emptyMessage={t(status === 'open' ? 'admin.reports.empty' : 'admin.reports.emptyClosed')}
        minWidth={880}
        toolbar={
          <Group gap="sm" wrap="wrap" w="100%">
            <UrlFilterSelect
              label={t('admin.reports.status')}
              options={reportStatuses}
              labelOf={(value) => t(`admin.reports.statuses.${value}`)}
              defaultValue="open"
              listState={list}
              filterKey="status"
              width={220}
            />
            <UrlFilterSelect
              label={t('admin.reports.type')}
              options={reportTargetTypes}
              labelOf={(value) => t(`admin.reports.types.${value}`)}
              allLabel={t('admin.reports.types.all')}
              listState={list}
              filterKey="type"
              width={220}
            />
          </Group>
        }
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('admin.reports.remove')}
        message={t('admin.reports.removeConfirm')}
        detail={removing?.target?.content || undefined}
        confirmLabel={t('admin.reports.remove')}
        isPending={resolve.isPending}
        onConfirm={() => removing && run(removing, 'remove')}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
