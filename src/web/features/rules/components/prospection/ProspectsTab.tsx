import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport, IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { type Prospect, prospectStatuses } from '../../../../../common/contracts/prospection';
import { CellLines } from '../../../../components/admin/CellLines';
import { DataTable } from '../../../../components/admin/DataTable';
import { SearchField } from '../../../../components/admin/SearchField';
import { formatDateTime } from '../../../../lib/dates';
import { useTranslation } from '../../../../lib/i18n';
import { useDeleteProspect, useProspectCampaigns, useProspects } from '../../api/prospection';
import { DeleteIcon, NamedButton } from '../RowButtons';
import { ImportDialog } from './ImportDialog';
import { ProspectForm } from './ProspectForm';
import { ProspectionDeleteConfirm } from './ProspectionDialogs';
import { SendDialog } from './SendDialog';

type Status = (typeof prospectStatuses)[number];

/** The prospects: search, status and campaign filters, add, import, select and send a template. */
export function ProspectsTab() {
  const { t, language } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<Status | null>(null);
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const campaigns = useProspectCampaigns();
  const prospects = useProspects({
    page,
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    ...(campaignId ? { campaignId } : {}),
  });
  const [editing, setEditing] = useState<Prospect | null | 'new'>(null);
  const [sending, setSending] = useState<Prospect[] | null>(null);
  const [deleting, setDeleting] = useState<Prospect | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useDeleteProspect();
  return (
    <>
      <DataTable<Prospect>
        label={t('admin.prospection.tabs.prospects')}
        rowKey={(row) => row.id}
        rows={prospects.data?.items}
        isPending={prospects.isPending}
        isRefreshing={prospects.isFetching}
        error={prospects.error}
        onRetry={() => void prospects.refetch()}
        emptyMessage={
          q || status || campaignId ? t('admin.prospection.noMatch') : t('admin.prospection.empty')
        }
        toolbar={
          <Group align="flex-end" wrap="wrap">
            <SearchField
              label={t('admin.prospection.search')}
              placeholder={t('admin.prospection.searchPlaceholder')}
              value={search}
              isSearching={prospects.isFetching}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
            <Select
              label={t('admin.prospection.statusFilter')}
              placeholder={t('admin.prospection.allStatuses')}
              clearable
              data={prospectStatuses.map((s) => ({ value: s, label: t(`admin.prospection.statuses.${s}`) }))}
              value={status}
              onChange={(value) => {
                setStatus(value as Status | null);
                setPage(1);
              }}
            />
            <Select
              label={t('admin.prospection.campaign')}
              placeholder={t('admin.prospection.allCampaigns')}
              clearable
              data={(campaigns.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={campaignId}
              onChange={(value) => {
                setCampaignId(value);
                setPage(1);
              }}
            />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('admin.prospection.add')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              {t('admin.prospection.import.button')}
            </Button>
          </Group>
        }
        selection={{
          rowLabel: (row) => t('admin.prospection.select', { name: row.nom }),
          actions: (rows, clear) => (
            <Button
              size="xs"
              leftSection={<IconSend size={14} aria-hidden />}
              onClick={() => {
                setSending(rows);
                clear();
              }}
            >
              {t('admin.prospection.send')}
            </Button>
          ),
        }}
        pagination={
          prospects.data
            ? {
                page,
                pageSize: prospects.data.pageSize,
                total: prospects.data.total,
                totalCapped: prospects.data.totalCapped,
                onChange: setPage,
              }
            : undefined
        }
        columns={[
          {
            key: 'prospect',
            header: t('admin.prospection.prospect'),
            isCardTitle: true,
            minWidth: 200,
            cell: (row) => <CellLines main={row.nom} sub={row.email} weight={600} />,
          },
          {
            key: 'entreprise',
            header: t('admin.prospection.entreprise'),
            cell: (row) => (
              <CellLines main={row.entreprise} sub={[row.poste, row.ville].filter(Boolean).join(' · ')} />
            ),
          },
          {
            key: 'campaign',
            header: t('admin.prospection.campaign'),
            cell: (row) => row.campaign?.name ?? '-',
          },
          {
            key: 'status',
            header: t('admin.prospection.status'),
            minWidth: 130,
            cell: (row) => (
              <Group gap={4}>
                <Badge variant="light">{t(`admin.prospection.statuses.${row.status}`)}</Badge>
                {row.unsubscribedAt && (
                  <Badge color="gray" variant="outline">
                    {t('admin.prospection.unsubscribed')}
                  </Badge>
                )}
                {row.registeredAt && (
                  <Text size="xs" c="dimmed">
                    {t('admin.prospection.registeredAt', {
                      date: formatDateTime(row.registeredAt, language),
                    })}
                  </Text>
                )}
              </Group>
            ),
          },
          {
            key: 'contacted',
            header: t('admin.prospection.contactedAt'),
            nowrap: true,
            cell: (row) => (row.contactedAt ? formatDateTime(row.contactedAt, language) : '-'),
          },
          {
            key: 'actions',
            header: t('admin.prospection.actions'),
            cell: (row) => (
              <Group gap={4} wrap="nowrap">
                <NamedButton
                  label={t('admin.prospection.edit')}
                  named={t('admin.prospection.editNamed', { name: row.nom })}
                  size="compact-xs"
                  onClick={() => setEditing(row)}
                />
                <DeleteIcon
                  named={t('admin.prospection.deleteNamed', { name: row.nom })}
                  onClick={() => setDeleting(row)}
                />
              </Group>
            ),
          },
        ]}
      />
      {editing && (
        <ProspectForm prospect={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {sending && <SendDialog prospects={sending} onClose={() => setSending(null)} />}
      <ImportDialog opened={importing} onClose={() => setImporting(false)} />
      <ProspectionDeleteConfirm
        title={t('admin.prospection.deleteTitle')}
        message={t('admin.prospection.deleteConfirm')}
        target={deleting && { id: deleting.id, name: deleting.nom }}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
