import { Radio, Select, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { GroupType, groupLimits } from '../../../../common/contracts/groups';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { useTranslation } from '../../../lib/i18n';
import { useProfessionalCategories } from '../../profiles';

type GroupField = 'name' | 'description' | 'categoryId' | 'type';

/** The fields the creation and settings forms share; each adds its tags (a list, or comma-separated text). */
export interface GroupFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  type: GroupType;
  categoryId: string | null;
  rules: string;
}

interface GroupFieldsProps {
  /** The form's binding of a field with its error (useContractForm's `inputProps`). */
  inputProps: (field: GroupField) => GetInputPropsReturnType;
  errorOf: (field: GroupField) => string | undefined;
  /** The description typed so far, for its "120/2000" count. */
  description: string;
}

/** A group's name, description and category (002 §5), as the creation and settings forms ask them. */
export function GroupBasicFields({ inputProps, errorOf, description }: GroupFieldsProps) {
  const { t } = useTranslation();
  const categories = useProfessionalCategories();
  return (
    <>
      <TextInput
        label={t('groups.form.name')}
        required
        maxLength={groupLimits.nameMax}
        {...inputProps('name')}
      />
      <GrowingTextarea
        label={t('groups.form.description')}
        required
        minRows={3}
        maxLength={groupLimits.descriptionMax}
        description={`${description.length}/${groupLimits.descriptionMax}`}
        {...inputProps('description')}
      />
      <Select
        label={t('groups.form.category')}
        placeholder={t('groups.form.categoryPlaceholder')}
        data={(categories.data?.items ?? []).map((sector) => ({ value: sector.id, label: sector.name }))}
        clearable
        searchable
        {...inputProps('categoryId')}
        error={categories.isError ? t('groups.form.categoriesFailed') : errorOf('categoryId')}
      />
    </>
  );
}

/** Public, private or secret, each with its hint (002 §5). */
export function GroupTypeField({ inputProps }: Pick<GroupFieldsProps, 'inputProps'>) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('groups.form.typeSection')} {...inputProps('type')}>
      <Stack gap="sm" mt="sm">
        {GroupType.options.map((type) => (
          <Radio
            key={type}
            value={type}
            label={t(`groups.types.${type}`)}
            description={t(`groups.typeHints.${type}`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
