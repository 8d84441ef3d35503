import { Select, SimpleGrid, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type AdminProfessionalCategory, categoryLimits } from '../../../../common/contracts/categories';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { ProfessionalCategoryBody, useSaveProfessionalCategory } from '../api/categories';
import { CategoryNameInput } from './CategoryNameInput';

type Category = AdminProfessionalCategory;

interface Values extends Record<string, unknown> {
  name: string;
  description: string;
  parentId: string | null;
}

/**
 * A professional category's form on /admin/categories-pro (001 §2.7): the add form (category null) and
 * the edit dialog's; a sector as parent only, never itself (§5).
 */
export function ProfessionalCategoryForm({
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
      notify({
        color: 'sankofa',
        message: t(category ? 'admin.categories.updated' : 'admin.categories.added'),
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
