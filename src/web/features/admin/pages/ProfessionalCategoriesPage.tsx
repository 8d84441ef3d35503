import { Group, Paper, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { AdminProfessionalCategory } from '../../../../common/contracts/categories';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { DeleteConfirm } from '../../../components/admin/crud';
import { ListEmptyPanel, ListError, ListLoading } from '../../../components/admin/ListState';
import { SearchField } from '../../../components/admin/SearchField';
import { Modal } from '../../../components/Modal';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useAdminProfessionalCategories, useDeleteProfessionalCategory } from '../api/categories';
import { ProfessionalCategoryForm } from '../components/ProfessionalCategoryForm';
import { ProfessionalCategoryList, type SectorGroup } from '../components/ProfessionalCategoryList';

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
  const groups = (items ?? []).reduce<SectorGroup[]>((acc, item) => {
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
        <ProfessionalCategoryForm sectors={sectors} category={null} onDone={() => undefined} />
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
          <ProfessionalCategoryList groups={groups} onEdit={setEditing} onDelete={setDeleting} />
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
          <ProfessionalCategoryForm sectors={sectors} category={editing} onDone={() => setEditing(null)} />
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
