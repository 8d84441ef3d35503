import { Badge, Button, Group, Paper, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AddSubscriberBody, type NewsletterSubscriber } from '../../../../common/contracts/newsletter';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { CounterGrid } from '../../../components/admin/CounterGrid';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { ExportButton } from '../../../components/admin/ExportButton';
import { UrlSearchField, urlTableProps } from '../../../components/admin/url-table';
import { useUrlListState } from '../../../components/admin/use-url-list-state';
import { FormFailure } from '../../../components/FormFailure';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import {
  exportSubscribers,
  useAddSubscriber,
  useDeleteSubscriber,
  useNewsletterCounters,
  useSetSubscriberConfirmed,
  useSubscribers,
} from '../api/newsletter';
import { useMessageOf } from '../utils/use-message-of';

const counterKeys = ['total', 'confirmed', 'unconfirmed', 'recent'] as const;

/**
 * /admin/newsletter (001 §2.11): the counters, a search on the address, 20 subscribers a page, the
 * manual add, the status badge that toggles `confirmed`, the two-step delete ('Confirmer' then
 * 'Annuler') and the CSV export of the confirmed addresses the search matches, with the spec's texts.
 */
export function NewsletterPage() {
  const { t, language } = useTranslation();
  const list = useUrlListState();
  const subscribers = useSubscribers({ q: list.query.q, page: list.page });
  const counters = useNewsletterCounters();
  const add = useAddSubscriber();
  const setConfirmed = useSetSubscriberConfirmed();
  const remove = useDeleteSubscriber();
  const [deleting, setDeleting] = useState<string | null>(null);
  const messageOf = useMessageOf();

  const addForm = useContractForm(AddSubscriberBody, (values) => values, add, {
    initialValues: { email: '' },
    onSuccess: (subscriber) => {
      notify({
        color: 'sankofa',
        message: t('admin.newsletter.added', { email: subscriber.email }),
      });
      addForm.form.reset();
    },
    // A duplicate says so ('Cette adresse est déjà inscrite.'); anything else is the spec's text.
    failureKey: (error) =>
      isApiError(error) && error.code === 'newsletter_already_subscribed'
        ? null
        : 'admin.newsletter.addError',
  });

  const toggle = (subscriber: NewsletterSubscriber) =>
    setConfirmed.mutate(
      { id: subscriber.id, confirmed: !subscriber.confirmed },
      {
        onSuccess: () => notify({ color: 'sankofa', message: t('admin.newsletter.statusUpdated') }),
        onError: (error) =>
          notify({
            color: 'red',
            message: t('admin.newsletter.statusError', { message: messageOf(error) }),
          }),
      },
    );

  const confirmDelete = (subscriber: NewsletterSubscriber) =>
    remove.mutate(subscriber.id, {
      onSuccess: () => notify({ color: 'sankofa', message: t('admin.newsletter.deleted') }),
      onError: (error) =>
        notify({
          color: 'red',
          message: t('admin.newsletter.deleteError', { message: messageOf(error) }),
        }),
      onSettled: () => setDeleting(null),
    });

  const statusLabel = (subscriber: NewsletterSubscriber) =>
    t(subscriber.confirmed ? 'admin.newsletter.status.confirmed' : 'admin.newsletter.status.unconfirmed');

  const columns: DataColumn<NewsletterSubscriber>[] = [
    {
      key: 'email',
      header: t('admin.newsletter.columns.email'),
      isCardTitle: true,
      cell: (subscriber) => (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {subscriber.email}
        </Text>
      ),
    },
    {
      key: 'createdAt',
      header: t('admin.newsletter.columns.createdAt'),
      nowrap: true,
      cell: (subscriber) => <Text size="sm">{formatDate(subscriber.createdAt, language)}</Text>,
    },
    {
      key: 'source',
      header: t('admin.newsletter.columns.source'),
      nowrap: true,
      cell: (subscriber) => <Text size="sm">{t(`admin.newsletter.sources.${subscriber.source}`)}</Text>,
    },
    {
      key: 'status',
      header: t('admin.newsletter.columns.status'),
      nowrap: true,
      cell: (subscriber) => (
        <UnstyledButton
          onClick={() => toggle(subscriber)}
          disabled={setConfirmed.isPending}
          aria-label={t('admin.newsletter.toggleStatus', {
            email: subscriber.email,
            status: statusLabel(subscriber),
          })}
        >
          <Badge
            color={subscriber.confirmed ? 'sankofa' : 'ochre'}
            variant="light"
            tt="none"
            miw="max-content"
            style={{ cursor: 'pointer' }}
          >
            {statusLabel(subscriber)}
          </Badge>
        </UnstyledButton>
      ),
    },
    {
      key: 'actions',
      header: t('admin.newsletter.columns.actions'),
      nowrap: true,
      cell: (subscriber) =>
        deleting === subscriber.id ? (
          <Group gap={6} wrap="nowrap">
            <Button
              size="xs"
              color="red"
              loading={remove.isPending}
              onClick={() => confirmDelete(subscriber)}
            >
              {t('admin.newsletter.confirm')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setDeleting(null)}>
              {t('admin.newsletter.cancel')}
            </Button>
          </Group>
        ) : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t('admin.newsletter.deleteNamed', { email: subscriber.email })}
            onClick={() => setDeleting(subscriber.id)}
          >
            {t('admin.newsletter.delete')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.newsletter')}
        description={t('admin.newsletter.description')}
        actions={
          <ExportButton
            label={t('admin.newsletter.export')}
            errorKey="admin.newsletter.exportError"
            onExport={() => exportSubscribers({ q: list.query.q })}
          />
        }
      />

      <CounterGrid
        label={t('admin.newsletter.countersLabel')}
        counters={counterKeys.map((key) => ({ key, label: t(`admin.newsletter.counters.${key}`) }))}
        values={counters.data}
        note={
          counters.isError
            ? t('admin.newsletter.loadError', { message: messageOf(counters.error) })
            : undefined
        }
        isError={counters.isError}
      />

      <Paper withBorder radius="md" p="md" mb="lg">
        <form onSubmit={addForm.handleSubmit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('admin.newsletter.addLabel')}
              placeholder={t('admin.newsletter.addPlaceholder')}
              type="email"
              autoComplete="off"
              description={t('admin.newsletter.addNote')}
              w={{ base: '100%', xs: 360 }}
              {...addForm.inputProps('email')}
            />
            <Button
              type="submit"
              mt={{ base: 0, xs: 46 }}
              loading={addForm.isPending}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('admin.newsletter.add')}
            </Button>
          </Group>
          {addForm.failure && (
            <Group mt="sm">
              <FormFailure message={addForm.failure} />
            </Group>
          )}
        </form>
      </Paper>

      <DataTable
        label={t('admin.nav.newsletter')}
        columns={columns}
        rowKey={(subscriber) => subscriber.id}
        {...urlTableProps(subscribers, list)}
        errorTitle={(error) => t('admin.newsletter.loadError', { message: messageOf(error) })}
        emptyMessage={list.isFiltered ? t('admin.newsletter.emptySearch') : t('admin.newsletter.empty')}
        minWidth={640}
        toolbar={
          <UrlSearchField
            label={t('admin.newsletter.searchLabel')}
            placeholder={t('admin.newsletter.searchPlaceholder')}
            list={list}
            query={subscribers}
          />
        }
      />
    </>
  );
}
