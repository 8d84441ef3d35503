import { Button, NumberInput, Text, TextInput } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type FaqEntry, faqLimits } from '../../../../common/contracts/faq';
import { CrudScreen, EditDialog, useCrudForm } from '../../../components/admin/crud';
import { LazyRichTextEditor } from '../../../components/rich-text/LazyRichTextEditor';
import { useTranslation } from '../../../lib/i18n';
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
  const items = entries.data?.items;
  const nextOrder =
    items && items.length > 0 ? Math.min(faqLimits.orderMax, (items.at(-1)?.order ?? 0) + 10) : 10;

  return (
    <CrudScreen<FaqEntry, string>
      title={t('admin.nav.faq')}
      description={t('admin.faq.description')}
      newLabel={t('admin.faq.new')}
      actions={
        <Button
          component={Link}
          to="/faq"
          target="_blank"
          variant="default"
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          {t('admin.faq.view')}
        </Button>
      }
      list={entries}
      rows={items}
      rowKey={(entry) => entry.id}
      columns={[
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
      ]}
      actionsHeader={t('admin.faq.columns.actions')}
      editLabel={(entry) => t('admin.faq.editNamed', { question: entry.question })}
      deleteLabel={(entry) => t('admin.faq.deleteNamed', { question: entry.question })}
      errorTitle={() => t('admin.faq.loadError')}
      emptyMessage={t('admin.faq.empty')}
      minWidth={560}
      form={(entry, onClose) => <FaqForm entry={entry} nextOrder={nextOrder} onClose={onClose} />}
      deletion={{ prefix, remove, target: (entry) => entry.id, detail: (entry) => entry.question }}
    />
  );
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
  const form = useCrudForm(FaqBody, useSaveFaq(entry?.id ?? null), {
    initialValues: {
      question: entry?.question ?? '',
      answer: entry?.answer ?? '',
      order: entry?.order ?? nextOrder,
    },
    savedKey: `${prefix}.saved`,
    onClose,
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
        minHeight={160}
        {...form.richTextProps('answer')}
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
