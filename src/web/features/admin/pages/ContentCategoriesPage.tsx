import { Badge, Button, Select, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  type AdminContentCategory,
  ContentCategoryBody,
  type ContentCategoryKind,
  categoryLimits,
  contentCategoryKinds,
} from '../../../../common/contracts/categories';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import {
  DeleteConfirm,
  EditDialog,
  RowActions,
  useCrudState,
  useDoneToast,
} from '../../../components/admin/crud';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import {
  useAdminContentCategories,
  useDeleteContentCategory,
  useSaveContentCategory,
} from '../api/categories';

/**
 * /admin/content-categories (001 §2.8, decision 15): the content categories and the blog's (and
 * events') categories in one list with a type column, an add/edit dialog, delete after 'Supprimer cette
 * catégorie ?'.
 */
export function ContentCategoriesPage() {
  const { t } = useTranslation();
  const categories = useAdminContentCategories();
  const remove = useDeleteContentCategory();
  const { editing, setEditing, deleting, setDeleting } = useCrudState<AdminContentCategory>();

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
        <RowActions
          editLabel={t('admin.categories.editNamed', { name: row.name })}
          deleteLabel={t('admin.categories.deleteNamed', { name: row.name })}
          onEdit={() => setEditing(row)}
          onDelete={() => setDeleting(row)}
        />
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
      <DeleteConfirm
        prefix="admin.categories"
        target={deleting}
        detail={
          deleting?.kind === 'blog'
            ? `${deleting.name} — ${t('admin.categories.content.deleteBlogImpact')}`
            : deleting?.name
        }
        remove={remove}
        onClose={() => setDeleting(null)}
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
  const done = useDoneToast();
  const save = useSaveContentCategory(category);
  const form = useContractForm(ContentCategoryBody, (values: Values) => values, save, {
    initialValues: { kind: category?.kind ?? 'content', name: category?.name ?? '' },
    onSuccess: () => {
      done(category ? 'admin.categories.updated' : 'admin.categories.added');
      onClose();
    },
    failureKey: (error) =>
      isApiError(error) && error.status < 500 ? `errors.${error.code}` : 'admin.categories.saveError',
  });
  return (
    <EditDialog
      prefix="admin.categories"
      isNew={!category}
      title={t(category ? 'admin.categories.content.editTitle' : 'admin.categories.content.createTitle')}
      form={form}
      onClose={onClose}
    >
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
    </EditDialog>
  );
}
