import { ActionIcon, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type FaqEntry, faqLimits } from '../../../../common/contracts/faq';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormFailure } from '../../../components/FormFailure';
import { LazyRichTextEditor } from '../../../components/rich-text/LazyRichTextEditor';
import { useTranslation } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { FaqBody, useAdminFaq, useDeleteFaq, useSaveFaq } from '../api/faq';
import { toast } from '../utils/toast';

/**
 * /admin/faq (001 §2.5): the questions in their order, a form (question, rich-text answer, order) in a
 * dialog, delete after confirmation. 'Question et réponse obligatoires' (§5) when either is missing.
 */
export function FaqPage() {
  const { t } = useTranslation();
  const entries = useAdminFaq();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<FaqEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FaqEntry | null>(null);
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
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('admin.faq.editNamed', { question: entry.question })}
            onClick={() => setEditing(entry)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('admin.faq.deleteNamed', { question: entry.question })}
            onClick={() => setDeleting(entry)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
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
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.faq.deleteTitle')}
        message={t('admin.faq.deleteConfirm')}
        detail={deleting?.question}
        confirmLabel={t('admin.faq.delete')}
        isPending={remove.isPending}
        error={remove.isError ? t('admin.faq.deleteError') : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ color: 'sankofa', message: t('admin.faq.deleted'), closeLabel: t('common.close') });
              setDeleting(null);
            },
          })
        }
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
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
  const save = useSaveFaq(entry?.id ?? null);
  const form = useContractForm(FaqBody, (values: Values) => values, save, {
    initialValues: {
      question: entry?.question ?? '',
      answer: entry?.answer ?? '',
      order: entry?.order ?? nextOrder,
    },
    onSuccess: () => {
      toast({ color: 'sankofa', message: t('admin.faq.saved'), closeLabel: t('common.close') });
      onClose();
    },
    failureKey: () => 'admin.faq.saveError',
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={entry ? t('admin.faq.editTitle') : t('admin.faq.createTitle')}
      size="xl"
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
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
          <FormFailure message={form.failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('admin.faq.cancel')}
            </Button>
            <Button type="submit" loading={form.isPending}>
              {t('admin.faq.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
