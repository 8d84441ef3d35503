import { useState } from 'react';
import type { ProspectSend } from '../../../../../common/contracts/prospection';
import { DataTable } from '../../../../components/admin/DataTable';
import { formatDateTime } from '../../../../lib/dates';
import { useTranslation } from '../../../../lib/i18n';
import { useProspectHistory } from '../../api/prospection';

/** Every mail sent to a prospect, by hand or as a scheduled follow-up, newest first. */
export function HistoryTab() {
  const { t, language } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useProspectHistory(page);
  return (
    <DataTable<ProspectSend>
      label={t('admin.prospection.tabs.history')}
      rowKey={(row) => row.id}
      rows={history.data?.items}
      isPending={history.isPending}
      error={history.error}
      onRetry={() => void history.refetch()}
      emptyMessage={t('admin.prospection.history.empty')}
      pagination={
        history.data
          ? { page, pageSize: history.data.pageSize, total: history.data.total, onChange: setPage }
          : undefined
      }
      columns={[
        {
          key: 'prospect',
          header: t('admin.prospection.history.prospect'),
          isCardTitle: true,
          cell: (row) =>
            `${row.prospectName ?? t('admin.prospection.history.deletedProspect')} (${row.email})`,
        },
        {
          key: 'template',
          header: t('admin.prospection.history.template'),
          cell: (row) =>
            `${row.templateName ?? t('admin.prospection.history.deletedTemplate')}${
              row.followUp ? ` · ${t(`admin.prospection.history.followUps.${row.followUp}`)}` : ''
            }`,
        },
        { key: 'subject', header: t('admin.prospection.history.subject'), cell: (row) => row.subject },
        {
          key: 'status',
          header: t('admin.prospection.history.status'),
          cell: (row) => t(`admin.prospection.history.statuses.${row.status}`),
        },
        {
          key: 'date',
          header: t('admin.prospection.history.date'),
          nowrap: true,
          cell: (row) => formatDateTime(row.createdAt, language),
        },
      ]}
    />
  );
}
