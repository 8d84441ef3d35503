import { Group, TextInput } from '@mantine/core';
import { type Experience, ExperienceBody } from '../../../../common/contracts/profiles';
import { useTranslation } from '../../../lib/i18n';
import { useItemForm } from '../utils/use-item-submit';
import { DatedItemFields, datedItemValues, withDatedEnd } from './DatedItemFields';
import { ItemForm } from './ItemForm';

interface ExperienceFormProps {
  item?: Experience;
  isPending: boolean;
  onSave: (body: ExperienceBody) => Promise<void>;
  onCancel: () => void;
}

/**
 * An experience (000 §5): company, role and a start month required; the start neither in the future
 * nor after the end; 'En cours' clears and disables the end date.
 */
export function ExperienceForm({ item, isPending, onSave, onCancel }: ExperienceFormProps) {
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
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <TextInput miw={200} label={t('profiles.experiences.role')} withAsterisk {...input('role')} />
        <TextInput
          miw={200}
          label={t('profiles.experiences.companyName')}
          withAsterisk
          {...input('companyName')}
        />
      </Group>
      <DatedItemFields form={form} errorText={errorText} />
    </ItemForm>
  );
}
