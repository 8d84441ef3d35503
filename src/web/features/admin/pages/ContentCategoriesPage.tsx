import { ActionIcon, Badge, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type AdminContentCategory,
  ContentCategoryBody,
  type ContentCategoryKind,
  categoryLimits,
  contentCategoryKinds,
} from '../../../../common/contracts/categories';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormFailure } from '../../../components/FormFailure';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import {
  useAdminContentCategories,
  useDeleteContentCategory,
  useSaveContentCategory,
} from '../api/categories';
import { toast } from '../utils/toast';

/**
 * /admin/content-categories (001 §2.8, decision 15): the content categories and the blog's (and
 * events') categories in one list with a type column, an add/edit dialog, delete after 'Supprimer cette
 * catégorie ?'.
 */
export function ContentCategoriesPage() {
  const { t } = useTranslation();
  const categories = useAdminContentCategories();
  const remove = useDeleteContentCategory();
  const [editing, setEditing] = useState<AdminContentCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminContentCategory | null>(null);

  const columns: DataColumn<AdminContentCategory>[] = [
    {
      key: 'name',
      header: t('admin.categories.content.columns.name'),
      isCardTitle: true,
      cell: (row) => (
        <Text size="sm" fw={600}>
          {row.name}
        </Text>
      ),
    },
    {
      key: 'kind',
      header: t('admin.categories.content.columns.kind'),
      nowrap: true,
      cell: (row) => (
        <Badge variant="light" color={row.kind === 'blog' ? 'grape' : 'sankofa'}>
          {t(`admin.categories.content.kinds.${row.kind}`)}
        </Badge>
      ),
    },
    {
      key: 'slug',
      header: t('admin.categories.content.columns.slug'),
      cell: (row) => (
        <Text size="sm" c="dimmed">
          {row.slug ?? '—'}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('admin.categories.content.columns.actions'),
      nowrap: true,
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('admin.categories.editNamed', { name: row.name })}
            onClick={() => setEditing(row)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('admin.categories.deleteNamed', { name: row.name })}
            onClick={() => setDeleting(row)}
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
        title={t('admin.nav.content-categories')}
        description={t('admin.categories.content.description')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('admin.categories.content.new')}
          </Button>
        }
      />
      <DataTable
        label={t('admin.nav.content-categories')}
        columns={columns}
        rowKey={(row) => `${row.kind}:${row.id}`}
        rows={categories.data?.items}
        isPending={categories.isPending}
        error={categories.error}
        errorTitle={() => t('admin.categories.loadError')}
        onRetry={() => void categories.refetch()}
        emptyMessage={t('admin.categories.empty')}
        minWidth={560}
      />
      {editing && (
        <ContentCategoryForm category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.categories.deleteTitle')}
        message={t('admin.categories.deleteConfirm')}
        detail={
          deleting
            ? deleting.kind === 'blog'
              ? `${deleting.name} — ${t('admin.categories.content.deleteBlogImpact')}`
              : deleting.name
            : undefined
        }
        confirmLabel={t('admin.categories.delete')}
        isPending={remove.isPending}
        error={remove.isError ? t('admin.categories.deleteError') : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              toast({
                color: 'sankofa',
                message: t('admin.categories.deleted'),
                closeLabel: t('common.close'),
              });
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
  kind: ContentCategoryKind;
  name: string;
}

function ContentCategoryForm({
  category,
  onClose,
}: {
  category: AdminContentCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveContentCategory(category);
  const form = useContractForm(ContentCategoryBody, (values: Values) => values, save, {
    initialValues: { kind: category?.kind ?? 'content', name: category?.name ?? '' },
    onSuccess: () => {
      toast({
        color: 'sankofa',
        message: t(category ? 'admin.categories.updated' : 'admin.categories.added'),
        closeLabel: t('common.close'),
      });
      onClose();
    },
    failureKey: (error) =>
      isApiError(error) && error.status < 500 ? `errors.${error.code}` : 'admin.categories.saveError',
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={category ? t('admin.categories.content.editTitle') : t('admin.categories.content.createTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <Select
            label={t('admin.categories.content.kindLabel')}
            description={category ? t('admin.categories.content.kindLocked') : undefined}
            data={contentCategoryKinds.map((kind) => ({
              value: kind,
              label: t(`admin.categories.content.kinds.${kind}`),
            }))}
            value={form.form.values.kind}
            onChange={(value) => value && form.form.setFieldValue('kind', value as ContentCategoryKind)}
            disabled={category !== null}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('admin.categories.nameLabel')}
            withAsterisk
            maxLength={categoryLimits.nameMax}
            data-autofocus
            {...form.inputProps('name')}
          />
          <FormFailure message={form.failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('admin.categories.cancel')}
            </Button>
            <Button type="submit" loading={form.isPending}>
              {t('admin.categories.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
