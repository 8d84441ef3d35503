import { NativeSelect, TextInput } from '@mantine/core';
import { SkillBody, type SkillCategory, skillCategories } from '../../../../common/contracts/profiles';
import { limits } from '../../../../common/limits';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useItemForm } from '../utils/use-item-submit';
import { FieldRow } from './FieldRow';
import { ItemForm, type ProfileItemFormProps } from './ItemForm';
import { skillCategoryKey } from './skill-labels';

const p = limits.profile;

const toBody = (values: { name: string; category: string; proficiency: string }): SkillBody => ({
  name: values.name,
  // An empty choice is refused by the contract with "Veuillez choisir une catégorie de compétence."
  category: values.category as SkillCategory,
  proficiency: Number(values.proficiency),
});

/** 7 skills per category (000 §5): the server says so when another tab filled the category meanwhile. */
const mapError = (error: unknown) =>
  isApiError(error) && error.code === 'skill_category_full'
    ? { category: 'profiles.validation.skillCategoryFull' }
    : null;

interface SkillFormProps extends ProfileItemFormProps<'skills'> {
  /** Categories that already hold 7 skills (not counting this one): disabled in the picker. */
  fullCategories: ReadonlySet<SkillCategory>;
}

/** A skill (000 §5 "Skills"): name ≤ 80, one of the five categories, proficiency 1–5 (3 by default). */
export function SkillForm({ item, fullCategories, isPending, onSave, onCancel }: SkillFormProps) {
  const { t } = useTranslation();
  const { input, handleSubmit, failure } = useItemForm({
    schema: SkillBody,
    initialValues: {
      name: item?.name ?? '',
      category: item?.category ?? '',
      proficiency: String(item?.proficiency ?? p.proficiencyDefault),
    },
    toBody,
    onSave,
    mapError,
  });
  const levels = Array.from(
    { length: p.proficiencyMax - p.proficiencyMin + 1 },
    (_, i) => p.proficiencyMin + i,
  );

  return (
    <ItemForm
      title={t(item ? 'profiles.skills.editTitle' : 'profiles.skills.newTitle')}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      isPending={isPending}
      failure={failure}
    >
      <TextInput
        label={t('profiles.skills.name')}
        withAsterisk
        {...input('name')}
        description={t('profiles.skills.nameHint', { max: p.skillNameMax })}
      />
      <FieldRow>
        <NativeSelect
          miw={180}
          label={t('profiles.skills.category')}
          withAsterisk
          data={[
            { value: '', label: t('profiles.skills.chooseCategory') },
            ...skillCategories.map((category) => {
              const isFull = fullCategories.has(category) && category !== item?.category;
              return {
                value: category,
                label: isFull
                  ? t('profiles.skills.categoryFull', { category: t(skillCategoryKey[category]) })
                  : t(skillCategoryKey[category]),
                disabled: isFull,
              };
            }),
          ]}
          {...input('category')}
        />
        <NativeSelect
          miw={180}
          label={t('profiles.skills.proficiency')}
          data={levels.map((level) => ({
            value: String(level),
            label: t('profiles.skills.levelOption', { level, name: t(`profiles.skills.levels.${level}`) }),
          }))}
          {...input('proficiency')}
        />
      </FieldRow>
    </ItemForm>
  );
}
