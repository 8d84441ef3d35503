import { TextInput } from '@mantine/core';
import { EducationBody } from '../../../../common/contracts/profiles';
import { useTranslation } from '../../../lib/i18n';
import { useItemForm } from '../utils/use-item-submit';
import { DatedItemFields, datedItemValues, withDatedEnd } from './DatedItemFields';
import { FieldRow } from './FieldRow';
import { ItemForm, type ProfileItemFormProps } from './ItemForm';

/**
 * An education entry (000 §5): institution, degree, field of study and start month required; the end
 * date is disabled while 'En cours' is ticked.
 */
export function EducationForm({ item, isPending, onSave, onCancel }: ProfileItemFormProps<'education'>) {
  const { t } = useTranslation();
  const { form, errorText, input, handleSubmit, failure } = useItemForm({
    schema: EducationBody,
    initialValues: {
      institution: item?.institution ?? '',
      degree: item?.degree ?? '',
      fieldOfStudy: item?.fieldOfStudy ?? '',
      ...datedItemValues(item),
    },
    toBody: withDatedEnd,
    onSave,
  });

  return (
    <ItemForm
      title={t(item ? 'profiles.education.editTitle' : 'profiles.education.newTitle')}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      isPending={isPending}
      failure={failure}
    >
      <TextInput label={t('profiles.education.institution')} withAsterisk {...input('institution')} />
      <FieldRow>
        <TextInput miw={200} label={t('profiles.education.degree')} withAsterisk {...input('degree')} />
        <TextInput
          miw={200}
          label={t('profiles.education.fieldOfStudy')}
          withAsterisk
          {...input('fieldOfStudy')}
        />
      </FieldRow>
      <DatedItemFields form={form} errorText={errorText} />
    </ItemForm>
  );
}
