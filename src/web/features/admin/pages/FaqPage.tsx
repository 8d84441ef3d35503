import { Button, Group, NumberInput, Text, TextInput } from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type FaqEntry, faqLimits } from '../../../../common/contracts/faq';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import {
  DeleteConfirm,
  EditDialog,
  RowActions,
  useCrudState,
  useDoneToast,
} from '../../../components/admin/crud';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { LazyRichTextEditor } from '../../../components/rich-text/LazyRichTextEditor';
import { useTranslation } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { FaqBody, useAdminFaq, useDeleteFaq, useSaveFaq } from '../api/faq';

const prefix = 'admin.faq';

/**
 * /admin/faq (001 §2.5): the questions in their order, a form (question, rich-text answer, order) in a
 * dialog, delete after confirmation. 'Question et réponse obligatoires' (§5) when either is missing.
 */
export function FaqPage() {
  const { t } = useTranslation();
  const entries = useAdminFaq();
  const remove = useDeleteFaq();
  const { editing, setEditing, deleting, setDeleting } = useCrudState<FaqEntry>();
  const items = entries.data?.items;
  const nextOrder =
    items && items.length > 0 ? Math.min(faqLimits.orderMax, (items.at(-1)?.order ?? 0) + 10) : 10;

  const columns: DataColumn<FaqEntry>[] = [
    {
      key: 'order',
      header: t('admin.faq.columns.order'),
      nowrap: true,
      cell: (entry) => <Text size="sm">{entry.order}</Text>,
    },
    {
      key: 'question',
      header: t('admin.faq.columns.question'),
      isCardTitle: true,
      cell: (entry) => (
        <Text size="sm" fw={600}>
          {entry.question}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('admin.faq.columns.actions'),
      nowrap: true,
      cell: (entry) => (
        <RowActions
          editLabel={t('admin.faq.editNamed', { question: entry.question })}
          deleteLabel={t('admin.faq.deleteNamed', { question: entry.question })}
          onEdit={() => setEditing(entry)}
          onDelete={() => setDeleting(entry)}
        />
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.faq')}
        description={t('admin.faq.description')}
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to="/faq"
              target="_blank"
              variant="default"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              {t('admin.faq.view')}
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('admin.faq.new')}
            </Button>
          </Group>
        }
      />
      <DataTable
        label={t('admin.nav.faq')}
        columns={columns}
        rowKey={(entry) => entry.id}
        rows={items}
        isPending={entries.isPending}
        error={entries.error}
        errorTitle={() => t('admin.faq.loadError')}
        onRetry={() => void entries.refetch()}
        emptyMessage={t('admin.faq.empty')}
        minWidth={560}
      />
      {editing && (
        <FaqForm
          entry={editing === 'new' ? null : editing}
          nextOrder={nextOrder}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteConfirm
        prefix={prefix}
        target={deleting?.id}
        detail={deleting?.question}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

interface Values extends Record<string, unknown> {
  question: string;
  answer: string;
  order: number | string;
}

function FaqForm({
  entry,
  nextOrder,
  onClose,
}: {
  entry: FaqEntry | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const done = useDoneToast();
  const save = useSaveFaq(entry?.id ?? null);
  const form = useContractForm(FaqBody, (values: Values) => values, save, {
    initialValues: {
      question: entry?.question ?? '',
      answer: entry?.answer ?? '',
      order: entry?.order ?? nextOrder,
    },
    onSuccess: () => {
      done(`${prefix}.saved`);
      onClose();
    },
    failureKey: () => `${prefix}.saveError`,
  });
  return (
    <EditDialog prefix={prefix} isNew={!entry} form={form} onClose={onClose} size="xl">
      <TextInput
        label={t('admin.faq.questionLabel')}
        withAsterisk
        maxLength={faqLimits.questionMax}
        data-autofocus
        {...form.inputProps('question')}
      />
      <LazyRichTextEditor
        label={t('admin.faq.answerLabel')}
        value={form.form.values.answer}
        onChange={(html) => form.form.setFieldValue('answer', html)}
        error={form.errorOf('answer')}
        minHeight={160}
      />
      <NumberInput
        label={t('admin.faq.orderLabel')}
        description={t('admin.faq.orderDescription')}
        min={0}
        max={faqLimits.orderMax}
        allowDecimal={false}
        w={200}
        {...form.inputProps('order')}
      />
    </EditDialog>
  );
}
