import { Badge, Select, Text } from '@mantine/core';
import {
  type AdminContentCategory,
  ContentCategoryBody,
  type ContentCategoryKind,
  contentCategoryKinds,
} from '../../../../common/contracts/categories';
import { CrudScreen, EditDialog, useCrudForm } from '../../../components/admin/crud';
import { Note } from '../../../components/Note';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import {
  useAdminContentCategories,
  useDeleteContentCategory,
  useSaveContentCategory,
} from '../api/categories';
import { CategoryNameInput } from '../components/CategoryNameInput';

/**
 * /admin/content-categories (001 §2.8, decision 15): the content categories and the blog's (and
 * events') categories in one list with a type column, an add/edit dialog, delete after 'Supprimer cette
 * catégorie ?'.
 */
export function ContentCategoriesPage() {
  const { t } = useTranslation();
  const categories = useAdminContentCategories();
  const remove = useDeleteContentCategory();

  return (
    <CrudScreen<AdminContentCategory, Pick<AdminContentCategory, 'id' | 'kind'>>
      title={t('admin.nav.content-categories')}
      description={t('admin.categories.content.description')}
      newLabel={t('admin.categories.content.new')}
      list={categories}
      rows={categories.data?.items}
      rowKey={(row) => `${row.kind}:${row.id}`}
      columns={[
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
          cell: (row) => <Note>{row.slug ?? '—'}</Note>,
        },
      ]}
      actionsHeader={t('admin.categories.content.columns.actions')}
      editLabel={(row) => t('admin.categories.editNamed', { name: row.name })}
      deleteLabel={(row) => t('admin.categories.deleteNamed', { name: row.name })}
      errorTitle={() => t('admin.categories.loadError')}
      emptyMessage={t('admin.categories.empty')}
      minWidth={560}
      form={(category, onClose) => <ContentCategoryForm category={category} onClose={onClose} />}
      deletion={{
        prefix: 'admin.categories',
        remove,
        target: (row) => row,
        detail: (row) =>
          row.kind === 'blog' ? `${row.name} — ${t('admin.categories.content.deleteBlogImpact')}` : row.name,
      }}
    />
  );
}

function ContentCategoryForm({
  category,
  onClose,
}: {
  category: AdminContentCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useCrudForm(ContentCategoryBody, useSaveContentCategory(category), {
    initialValues: { kind: category?.kind ?? 'content', name: category?.name ?? '' },
    savedKey: category ? 'admin.categories.updated' : 'admin.categories.added',
    onClose,
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
      <CategoryNameInput {...form.inputProps('name')} />
    </EditDialog>
  );
}
