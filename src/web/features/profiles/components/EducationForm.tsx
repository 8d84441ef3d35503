import { Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Education, EducationBody } from '../../../../common/contracts/profiles';
import { toMonthValue } from '../../../lib/dates';
import { validateWith } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useItemSubmit } from '../utils/use-item-submit';
import { useErrorText } from '../utils/use-translated-errors';
import { DatedItemFields } from './DatedItemFields';
import { ItemForm } from './ItemForm';

interface Values {
  institution: string;
  degree: string;
  fieldOfStudy: string;
  startDate: string;
  endDate: string;
  current: boolean;
  location: string;
  description: string;
}

const fields = Object.keys({
  institution: 0,
  degree: 0,
  fieldOfStudy: 0,
  startDate: 0,
  endDate: 0,
  current: 0,
  location: 0,
  description: 0,
} satisfies Record<keyof Values, 0>);

const toBody = (values: Values): EducationBody => ({
  ...values,
  endDate: values.current ? null : values.endDate,
});

interface EducationFormProps {
  item?: Education;
  isPending: boolean;
  onSave: (body: EducationBody) => Promise<void>;
  onCancel: () => void;
}

/**
 * An education entry (000 §5): institution, degree, field of study and start month required; the end
 * date is disabled while 'En cours' is ticked.
 */
export function EducationForm({ item, isPending, onSave, onCancel }: EducationFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      institution: item?.institution ?? '',
      degree: item?.degree ?? '',
      fieldOfStudy: item?.fieldOfStudy ?? '',
      startDate: toMonthValue(item?.startDate ?? null),
      endDate: toMonthValue(item?.endDate ?? null),
      current: item?.current ?? false,
      location: item?.location ?? '',
      description: item?.description ?? '',
    },
    validateInputOnBlur: true,
    validate: validateWith(EducationBody, toBody),
  });
  const errorText = useErrorText(form.errors);
  const { handleSubmit, failure } = useItemSubmit(form, toBody, onSave, { fields });

  return (
    <ItemForm
      title={t(item ? 'profiles.education.editTitle' : 'profiles.education.newTitle')}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      isPending={isPending}
      failure={failure}
    >
      <TextInput
        label={t('profiles.education.institution')}
        withAsterisk
        {...form.getInputProps('institution')}
        error={errorText('institution')}
      />
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          miw={200}
          label={t('profiles.education.degree')}
          withAsterisk
          {...form.getInputProps('degree')}
          error={errorText('degree')}
        />
        <TextInput
          miw={200}
          label={t('profiles.education.fieldOfStudy')}
          withAsterisk
          {...form.getInputProps('fieldOfStudy')}
          error={errorText('fieldOfStudy')}
        />
      </Group>
      <DatedItemFields form={form} errorText={errorText} />
    </ItemForm>
  );
}
