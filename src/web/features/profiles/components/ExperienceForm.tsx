import { TextInput } from '@mantine/core';
import { ExperienceBody } from '../../../../common/contracts/profiles';
import { useTranslation } from '../../../lib/i18n';
import { useItemForm } from '../utils/use-item-submit';
import { DatedItemFields, datedItemValues, withDatedEnd } from './DatedItemFields';
import { FieldRow } from './FieldRow';
import { ItemForm, type ProfileItemFormProps } from './ItemForm';

/**
 * An experience (000 §5): company, role and a start month required; the start neither in the future
 * nor after the end; 'En cours' clears and disables the end date.
 */
export function ExperienceForm({ item, isPending, onSave, onCancel }: ProfileItemFormProps<'experiences'>) {
  const { t } = useTranslation();
  const { form, errorText, input, handleSubmit, failure } = useItemForm({
    schema: ExperienceBody,
    initialValues: { companyName: item?.companyName ?? '', role: item?.role ?? '', ...datedItemValues(item) },
    toBody: withDatedEnd,
    onSave,
  });

  return (
    <ItemForm
      title={t(item ? 'profiles.experiences.editTitle' : 'profiles.experiences.newTitle')}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      isPending={isPending}
      failure={failure}
    >
      <FieldRow>
        <TextInput miw={200} label={t('profiles.experiences.role')} withAsterisk {...input('role')} />
        <TextInput
          miw={200}
          label={t('profiles.experiences.companyName')}
          withAsterisk
          {...input('companyName')}
        />
      </FieldRow>
      <DatedItemFields form={form} errorText={errorText} />
    </ItemForm>
  );
}
