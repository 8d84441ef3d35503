import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCopy, IconFileImport, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import {
  type Prospect,
  type ProspectBody,
  type ProspectSend,
  type ProspectTemplate,
  prospectLimits,
  prospectStatuses,
  prospectTemplateTypes,
  prospectVariables,
  type TemplateBody,
} from '../../../../common/contracts/prospection';
import { limits } from '../../../../common/limits';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { DataTable } from '../../../components/admin/DataTable';
import { ListEmpty, ListError, ListLoading } from '../../../components/admin/ListState';
import { SearchField } from '../../../components/admin/SearchField';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import {
  useDeleteProspect,
  useDeleteTemplate,
  useImportProspects,
  useProspectHistory,
  useProspectionStats,
  useProspects,
  useProspectTemplates,
  useSaveProspect,
  useSaveTemplate,
  useSendTemplate,
} from '../api/prospection';
import { explain } from '../components/explain';
import { toast } from '../components/toast';

type Status = (typeof prospectStatuses)[number];

/** {nom}, {entreprise}, {poste}, {ville} filled from the prospect (001 §9), as the server does. */
const fill = (text: string, prospect: Prospect) =>
  text
    .replaceAll('{nom}', prospect.nom)
    .replaceAll('{entreprise}', prospect.entreprise ?? '')
    .replaceAll('{poste}', prospect.poste ?? '')
    .replaceAll('{ville}', prospect.ville ?? '');

function ProspectForm({ prospect, onClose }: { prospect: Prospect | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ProspectBody>({
    nom: prospect?.nom ?? '',
    email: prospect?.email ?? '',
    entreprise: prospect?.entreprise ?? '',
    poste: prospect?.poste ?? '',
    ville: prospect?.ville ?? '',
    status: prospect?.status ?? 'nouveau',
  });
  const save = useSaveProspect();
  const text = (key: 'nom' | 'email' | 'entreprise' | 'poste' | 'ville', required = false) => (
    <TextInput
      label={t(`admin.prospection.${key}`)}
      required={required}
      type={key === 'email' ? 'email' : 'text'}
      maxLength={key === 'email' ? limits.emailMax : prospectLimits.textMax}
      value={draft[key] ?? ''}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setDraft((d) => ({ ...d, [key]: value }));
      }}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: prospect?.id ?? null, body: draft }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      radius="lg"
      title={prospect ? t('admin.prospection.editTitle') : t('admin.prospection.addTitle')}
      closeButtonProps={{ 'aria-label': t('admin.rules.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {text('nom', true)}
          {text('email', true)}
          {text('entreprise')}
          {text('poste')}
          {text('ville')}
          <Select
            label={t('admin.prospection.status')}
            allowDeselect={false}
            data={prospectStatuses.map((s) => ({ value: s, label: t(`admin.prospection.statuses.${s}`) }))}
            value={draft.status ?? 'nouveau'}
            onChange={(value) => value && setDraft((d) => ({ ...d, status: value as Status }))}
          />
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {explain(save.error) ?? t('admin.prospection.actionError')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.prospection.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('admin.prospection.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function SendDialog({ prospects, onClose }: { prospects: Prospect[]; onClose: () => void }) {
  const { t } = useTranslation();
  const templates = useProspectTemplates();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const send = useSendTemplate();
  const template = templates.data?.items.find((item) => item.id === templateId);
  const first = prospects[0];
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      radius="lg"
      title={t('admin.prospection.sendTitle')}
      closeButtonProps={{ 'aria-label': t('admin.rules.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('admin.prospection.selected', { count: prospects.length })}</Text>
        <Select
          label={t('admin.prospection.sendTemplate')}
          data={(templates.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }))}
          value={templateId}
          onChange={setTemplateId}
        />
        {template && first && (
          <Paper withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed">
              {t('admin.prospection.sendPreview', { name: first.nom })}
            </Text>
            <Text fw={600} size="sm">
              {fill(template.subject, first)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {fill(template.body, first)}
            </Text>
          </Paper>
        )}
        {send.isError && (
          <Alert color="red" variant="light" role="alert">
            {explain(send.error) ?? t('admin.prospection.actionError')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.prospection.cancel')}
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={!templateId || send.isPending}
            onClick={() =>
              templateId &&
              send.mutate(
                { templateId, prospectIds: prospects.map((p) => p.id) },
                {
                  onSuccess: (result) => {
                    toast({
                      color: 'teal',
                      message: t('admin.prospection.sendDone', {
                        ...result,
                        remaining: result.remainingToday,
                      }),
                      closeLabel: t('admin.rules.close'),
                    });
                    onClose();
                  },
                },
              )
            }
          >
            {t('admin.prospection.sendConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The CSV import (`;` or `,`, UTF-8 with or without BOM, header line nom;entreprise;poste;ville;email):
 * the browser reads the file, the server validates each line and answers « N importés, M ignorés » with
 * the reason of each line left out.
 */
function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const run = useImportProspects();
  const close = () => {
    setFile(null);
    setTooLarge(false);
    run.reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const csv = await file.text();
    setTooLarge(csv.length > prospectLimits.importCharsMax);
    if (csv.length <= prospectLimits.importCharsMax) run.mutate(csv);
  };
  const result = run.data;
  return (
    <Modal opened={opened} onClose={close} title={t('admin.prospection.import.title')} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('admin.prospection.import.help')}</Text>
          <FileInput
            label={t('admin.prospection.import.file')}
            accept=".csv,text/csv"
            value={file}
            onChange={(value) => {
              setFile(value);
              run.reset();
            }}
            clearable
          />
          {(tooLarge || run.isError) && (
            <Alert color="red" variant="light" role="alert">
              {tooLarge
                ? t('errors.prospect_import_too_large')
                : (explain(run.error) ?? t('admin.prospection.actionError'))}
            </Alert>
          )}
          {result && (
            <Alert color={result.ignored.length > 0 ? 'yellow' : 'teal'} variant="light" role="status">
              <Text fw={600}>
                {t('admin.prospection.import.result', {
                  imported: result.imported,
                  ignored: result.ignored.length,
                })}
              </Text>
              {result.ignored.length > 0 && (
                <List size="sm" mt="xs">
                  {result.ignored.map((row) => (
                    <List.Item key={row.line}>
                      {t('admin.prospection.import.line', { line: row.line })}
                      {row.email ? ` (${row.email})` : ''} : {t(row.reason)}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('admin.prospection.import.cancel')}
            </Button>
            <Button type="submit" disabled={!file || run.isPending} loading={run.isPending}>
              {t('admin.prospection.import.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Prospects() {
  const { t, language } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<Status | null>(null);
  const prospects = useProspects({ page, ...(q ? { q } : {}), ...(status ? { status } : {}) });
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
        emptyMessage={q || status ? t('admin.prospection.noMatch') : t('admin.prospection.empty')}
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
          { key: 'nom', header: t('admin.prospection.nom'), isCardTitle: true, cell: (row) => row.nom },
          { key: 'email', header: t('admin.prospection.email'), cell: (row) => row.email },
          {
            key: 'entreprise',
            header: t('admin.prospection.entreprise'),
            cell: (row) => [row.entreprise, row.poste, row.ville].filter(Boolean).join(' · '),
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
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={t('admin.prospection.editNamed', { name: row.nom })}
                  onClick={() => setEditing(row)}
                >
                  {t('admin.prospection.edit')}
                </Button>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('admin.prospection.deleteNamed', { name: row.nom })}
                  onClick={() => setDeleting(row)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
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
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.prospection.deleteTitle')}
        message={t('admin.prospection.deleteConfirm')}
        detail={deleting?.nom}
        confirmLabel={t('admin.prospection.delete')}
        isPending={remove.isPending}
        error={remove.isError ? t('admin.prospection.actionError') : null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </>
  );
}

function TemplateForm({ template, onClose }: { template: ProspectTemplate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TemplateBody>({
    name: template?.name ?? '',
    type: template?.type ?? 'prospection',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
  });
  const save = useSaveTemplate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: template?.id ?? null, body: draft }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      radius="lg"
      title={t('admin.prospection.templateTitle')}
      closeButtonProps={{ 'aria-label': t('admin.rules.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('admin.prospection.templateName')}
            required
            maxLength={prospectLimits.textMax}
            value={draft.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setDraft((d) => ({ ...d, name }));
            }}
          />
          <Select
            label={t('admin.prospection.templateType')}
            allowDeselect={false}
            data={prospectTemplateTypes.map((type) => ({
              value: type,
              label: t(`admin.prospection.types.${type}`),
            }))}
            value={draft.type}
            onChange={(value) => value && setDraft((d) => ({ ...d, type: value as TemplateBody['type'] }))}
          />
          <TextInput
            label={t('admin.prospection.subject')}
            required
            maxLength={prospectLimits.subjectMax}
            value={draft.subject}
            onChange={(e) => {
              const subject = e.currentTarget.value;
              setDraft((d) => ({ ...d, subject }));
            }}
          />
          <Textarea
            label={t('admin.prospection.body')}
            required
            autosize
            minRows={4}
            maxLength={prospectLimits.bodyMax}
            value={draft.body}
            onChange={(e) => {
              const body = e.currentTarget.value;
              setDraft((d) => ({ ...d, body }));
            }}
          />
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('admin.prospection.variables')}
            </Text>
            {prospectVariables.map((variable) => (
              <Button
                key={variable}
                size="compact-xs"
                variant="light"
                aria-label={t('admin.prospection.insertVariable', { variable })}
                onClick={() => setDraft((d) => ({ ...d, body: `${d.body} ${variable}` }))}
              >
                {variable}
              </Button>
            ))}
          </Group>
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {explain(save.error) ?? t('admin.prospection.actionError')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.prospection.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('admin.prospection.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Templates() {
  const { t } = useTranslation();
  const templates = useProspectTemplates();
  const [editing, setEditing] = useState<ProspectTemplate | null | 'new'>(null);
  const [deleting, setDeleting] = useState<ProspectTemplate | null>(null);
  const remove = useDeleteTemplate();
  const items = templates.data?.items ?? [];
  return (
    <Stack gap="md">
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('admin.prospection.templateAdd')}
        </Button>
      </Group>
      {templates.isPending ? (
        <ListLoading />
      ) : templates.isError ? (
        <ListError
          error={templates.error}
          title={t('admin.prospection.loadError')}
          onRetry={() => void templates.refetch()}
        />
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg">
          <ListEmpty message={t('admin.prospection.templatesEmpty')} />
        </Paper>
      ) : (
        items.map((template) => (
          <Paper key={template.id} withBorder radius="lg" p="md" component="article">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap">
                <Title order={2} fz="lg">
                  {template.name}
                </Title>
                <Badge variant="light">{t(`admin.prospection.types.${template.type}`)}</Badge>
              </Group>
              <Text fw={600} size="sm">
                {template.subject}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {template.body}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconCopy size={14} aria-hidden />}
                  aria-label={t('admin.prospection.copyNamed', { name: template.name })}
                  onClick={() => {
                    void navigator.clipboard?.writeText(`${template.subject}\n\n${template.body}`);
                    toast({
                      color: 'teal',
                      message: t('admin.prospection.copied'),
                      closeLabel: t('admin.rules.close'),
                    });
                  }}
                >
                  {t('admin.prospection.copy')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={t('admin.prospection.editNamed', { name: template.name })}
                  onClick={() => setEditing(template)}
                >
                  {t('admin.prospection.edit')}
                </Button>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('admin.prospection.deleteNamed', { name: template.name })}
                  onClick={() => setDeleting(template)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Stack>
          </Paper>
        ))
      )}
      {editing && (
        <TemplateForm template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.prospection.deleteTitle')}
        message={t('admin.prospection.templateDeleteConfirm')}
        detail={deleting?.name}
        confirmLabel={t('admin.prospection.delete')}
        isPending={remove.isPending}
        error={remove.isError ? t('admin.prospection.actionError') : null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

function History() {
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
          cell: (row) => row.templateName ?? t('admin.prospection.history.deletedTemplate'),
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

function Analytics() {
  const { t } = useTranslation();
  const stats = useProspectionStats();
  if (stats.isPending) return <ListLoading />;
  if (stats.isError)
    return (
      <ListError
        error={stats.error}
        title={t('admin.prospection.loadError')}
        onRetry={() => void stats.refetch()}
      />
    );
  const data = stats.data;
  const rate = (value: number | null) =>
    value === null ? t('admin.prospection.analytics.none') : `${value} %`;
  const cards = [
    { label: t('admin.prospection.analytics.total'), value: String(data.total) },
    {
      label: t('admin.prospection.analytics.contacted'),
      value: String(data.byStatus.contacte + data.byStatus.interesse + data.byStatus.inscrit),
    },
    {
      label: t('admin.prospection.analytics.conversion'),
      value: rate(data.conversionRate),
      hint: t('admin.prospection.analytics.target', {
        target: t('admin.prospection.analytics.conversionTarget'),
      }),
    },
    {
      label: t('admin.prospection.analytics.response'),
      value: rate(data.responseRate),
      hint: t('admin.prospection.analytics.target', {
        target: t('admin.prospection.analytics.responseTarget'),
      }),
    },
    {
      label: t('admin.prospection.analytics.sentToday'),
      value: t('admin.prospection.sentToday', { sent: data.sentToday, cap: data.dailyCap }),
    },
    { label: t('admin.prospection.analytics.unsubscribed'), value: String(data.unsubscribed) },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {cards.map((card) => (
          <Paper key={card.label} withBorder radius="lg" p="md">
            <Text size="sm" c="dimmed">
              {card.label}
            </Text>
            <Text fz={24} fw={700}>
              {card.value}
            </Text>
            {card.hint && (
              <Text size="xs" c="dimmed">
                {card.hint}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        {prospectStatuses.map((s) => (
          <Badge key={s} variant="light" size="lg">
            {t(`admin.prospection.statuses.${s}`)} : {data.byStatus[s]}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

function Documentation() {
  const { t } = useTranslation();
  const sections = ['workflow', 'statuses', 'types', 'variables', 'kpi', 'cap'] as const;
  return (
    <Paper withBorder radius="lg" p="lg">
      <List spacing="md" listStyleType="none">
        {sections.map((section) => (
          <List.Item key={section}>
            <Title order={2} fz="md">
              {t(`admin.prospection.doc.${section}Title`)}
            </Title>
            <Text size="sm">
              {t(`admin.prospection.doc.${section}`, { cap: limits.prospection.dailySends })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/**
 * /admin/prospection (001 §2.18, decision 9): prospects, templates with {nom} {entreprise} {poste}
 * {ville}, sending by e-mail under the daily cap, the history of sends, the figures and the guide.
 */
export function ProspectionPage() {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader
        title={t('admin.prospection.title')}
        description={t('admin.prospection.intro', { cap: limits.prospection.dailySends })}
      />
      <Tabs defaultValue="prospects" keepMounted={false}>
        <Tabs.List mb="lg">
          {(['prospects', 'templates', 'history', 'analytics', 'documentation'] as const).map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`admin.prospection.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="prospects">
          <Prospects />
        </Tabs.Panel>
        <Tabs.Panel value="templates">
          <Templates />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <History />
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <Analytics />
        </Tabs.Panel>
        <Tabs.Panel value="documentation">
          <Documentation />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
