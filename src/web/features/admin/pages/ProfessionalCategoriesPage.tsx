import { Badge, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type AdminProfessionalCategory, categoryLimits } from '../../../../common/contracts/categories';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { DeleteConfirm } from '../../../components/admin/crud';
import { ListEmptyPanel, ListError, ListLoading } from '../../../components/admin/ListState';
import { SearchField } from '../../../components/admin/SearchField';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { Modal } from '../../../components/Modal';
import { RowActions } from '../../../components/RowActions';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import {
  ProfessionalCategoryBody,
  useAdminProfessionalCategories,
  useDeleteProfessionalCategory,
  useSaveProfessionalCategory,
} from '../api/categories';
import { CategoryNameInput } from '../components/CategoryNameInput';
import { toast } from '../utils/toast';

type Category = AdminProfessionalCategory;

/**
 * /admin/categories-pro (001 §2.7): a search box, an add form, the list on two levels (each sector
 * with its specialities) and an edit dialog; delete after 'Supprimer cette catégorie ?' with what it
 * takes with it. Admin only: other staff read the screen's own refusal.
 */
export function ProfessionalCategoriesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const categories = useAdminProfessionalCategories(q);
  const all = useAdminProfessionalCategories('');
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const remove = useDeleteProfessionalCategory();
  const items = categories.data?.items;
  const sectors = (all.data?.items ?? []).filter((item) => item.parentId === null);
  const groups = (items ?? []).reduce<{ sector: Category; children: Category[] }[]>((acc, item) => {
    if (item.parentId === null) acc.push({ sector: item, children: [] });
    else acc.at(-1)?.children.push(item);
    return acc;
  }, []);

  const impactOf = (category: Category) => {
    const members = t('admin.categories.pro.members', { count: category.memberCount });
    const companies = t('admin.categories.pro.companies', { count: category.companyCount });
    return category.parentId === null && category.childCount > 0
      ? t('admin.categories.pro.deleteImpactSector', {
          specialities: t('admin.categories.pro.specialities', { count: category.childCount }),
          members,
          companies,
        })
      : t('admin.categories.pro.deleteImpact', { members, companies });
  };

  const refused = isApiError(categories.error) && categories.error.code === 'forbidden';
  const signedOut = isApiError(categories.error) && categories.error.code === 'unauthenticated';

  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.categories-pro')}
        description={t('admin.categories.pro.description')}
      />
      <Paper withBorder radius="lg" p="lg" mb="lg">
        <Title order={2} size="h4" mb="sm">
          {t('admin.categories.pro.addTitle')}
        </Title>
        <CategoryForm sectors={sectors} category={null} onDone={() => undefined} />
      </Paper>
      <Group mb="md">
        <SearchField
          label={t('admin.categories.pro.searchLabel')}
          placeholder={t('admin.categories.pro.searchPlaceholder')}
          value={search}
          isSearching={categories.isFetching && search.trim() !== (categories.data ? q : '')}
          onChange={setSearch}
        />
      </Group>
      <section aria-label={t('admin.categories.pro.listLabel')}>
        {categories.isPending ? (
          <ListLoading />
        ) : categories.isError ? (
          <ListError
            error={categories.error}
            title={
              refused
                ? t('admin.categories.pro.refused')
                : signedOut
                  ? t('admin.categories.pro.notSignedIn')
                  : t('admin.categories.loadError')
            }
            onRetry={() => void categories.refetch()}
          />
        ) : groups.length === 0 ? (
          <ListEmptyPanel message={q ? t('admin.categories.pro.noMatch') : t('admin.categories.empty')} />
        ) : (
          <Stack gap="md">
            {groups.map(({ sector, children }) => (
              <Paper
                key={sector.id}
                withBorder
                radius="lg"
                p="md"
                component="article"
                aria-label={sector.name}
              >
                <CategoryRow category={sector} onEdit={setEditing} onDelete={setDeleting} />
                {children.length > 0 && (
                  <Stack component="ul" gap={0} mt="sm" pl={0} style={{ listStyle: 'none' }}>
                    {children.map((child) => (
                      <Paper
                        component="li"
                        key={child.id}
                        radius="md"
                        bg="var(--mantine-color-gray-0)"
                        px="md"
                        py="xs"
                        mt={6}
                        ml={{ base: 0, sm: 'lg' }}
                      >
                        <CategoryRow category={child} onEdit={setEditing} onDelete={setDeleting} />
                      </Paper>
                    ))}
                  </Stack>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </section>
      {editing && (
        <Modal
          opened
          onClose={() => setEditing(null)}
          title={t('admin.categories.pro.editTitle')}
          centered
          radius="lg"
          size="lg"
        >
          <CategoryForm sectors={sectors} category={editing} onDone={() => setEditing(null)} />
        </Modal>
      )}
      <DeleteConfirm
        prefix="admin.categories"
        target={deleting?.id}
        detail={deleting ? `${deleting.name} — ${impactOf(deleting)}` : undefined}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function CategoryRow({
  category,
  onEdit,
  onDelete,
}: {
  category: Category;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}) {
  const { t } = useTranslation();
  const isSector = category.parentId === null;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={isSector ? 700 : 500} size={isSector ? 'md' : 'sm'}>
            {category.name}
          </Text>
          {isSector && (
            <Badge variant="light" color="sankofa" size="sm">
              {t('admin.categories.pro.sector')}
            </Badge>
          )}
        </Group>
        {category.description && (
          <Text size="xs" c="dimmed">
            {category.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {[
            isSector ? t('admin.categories.pro.specialities', { count: category.childCount }) : null,
            t('admin.categories.pro.members', { count: category.memberCount }),
            t('admin.categories.pro.companies', { count: category.companyCount }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <RowActions
        editLabel={t('admin.categories.editNamed', { name: category.name })}
        deleteLabel={t('admin.categories.deleteNamed', { name: category.name })}
        onEdit={() => onEdit(category)}
        onDelete={() => onDelete(category)}
      />
    </Group>
  );
}

interface Values extends Record<string, unknown> {
  name: string;
  description: string;
  parentId: string | null;
}

/** The add form (category null) and the edit dialog's: a sector as parent only, never itself (§5). */
function CategoryForm({
  sectors,
  category,
  onDone,
}: {
  sectors: Category[];
  category: Category | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProfessionalCategory(category?.id ?? null);
  const empty = { name: '', description: '', parentId: null };
  const form = useContractForm(ProfessionalCategoryBody, (values: Values) => values, save, {
    initialValues: category
      ? { name: category.name, description: category.description ?? '', parentId: category.parentId }
      : empty,
    onSuccess: () => {
      toast({
        color: 'sankofa',
        message: t(category ? 'admin.categories.updated' : 'admin.categories.added'),
        closeLabel: t('common.close'),
      });
      if (!category) form.form.setValues(empty);
      onDone();
    },
    failureKey: (error) =>
      isApiError(error) && error.status < 500 ? `errors.${error.code}` : 'admin.categories.saveError',
  });
  const parentLocked = category !== null && category.parentId === null && category.childCount > 0;
  const choices = [
    { value: '', label: t('admin.categories.pro.parentNone') },
    ...sectors
      .filter((sector) => sector.id !== category?.id)
      .map((sector) => ({ value: sector.id, label: sector.name })),
  ];
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: category ? 1 : 2 }} spacing="md">
          <CategoryNameInput {...form.inputProps('name')} />
          <Select
            label={t('admin.categories.pro.parentLabel')}
            description={
              parentLocked
                ? t('admin.categories.pro.parentLocked')
                : t('admin.categories.pro.parentDescription')
            }
            data={choices}
            value={form.form.values.parentId ?? ''}
            onChange={(value) => form.form.setFieldValue('parentId', value ? value : null)}
            error={form.errorOf('parentId')}
            disabled={parentLocked}
            searchable
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <GrowingTextarea
          label={t('admin.categories.pro.descriptionLabel')}
          minRows={2}
          maxLength={categoryLimits.descriptionMax}
          {...form.inputProps('description')}
        />
        <FormFailure message={form.failure} />
        <FormActions
          isBusy={form.isPending}
          onCancel={category ? onDone : undefined}
          cancelLabel={t('admin.categories.cancel')}
          submitLabel={category ? t('admin.categories.save') : t('admin.categories.pro.add')}
          submitIcon={category ? undefined : <IconPlus size={16} aria-hidden />}
        />
      </Stack>
    </form>
  );
}
