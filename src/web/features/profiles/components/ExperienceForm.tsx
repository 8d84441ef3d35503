import { Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Experience, ExperienceBody } from '../../../../common/contracts/profiles';
import { toMonthValue } from '../../../lib/dates';
import { validateWith } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useItemSubmit } from '../utils/use-item-submit';
import { useErrorText } from '../utils/use-translated-errors';
import { DatedItemFields } from './DatedItemFields';
import { ItemForm } from './ItemForm';

interface Values {
  companyName: string;
  role: string;
  startDate: string;
  endDate: string;
  current: boolean;
  location: string;
  description: string;
}

const fields = Object.keys({
  companyName: 0,
  role: 0,
  startDate: 0,
  endDate: 0,
  current: 0,
  location: 0,
  description: 0,
} satisfies Record<keyof Values, 0>);

const toBody = (values: Values): ExperienceBody => ({
  ...values,
  endDate: values.current ? null : values.endDate,
});

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
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      companyName: item?.companyName ?? '',
      role: item?.role ?? '',
      startDate: toMonthValue(item?.startDate ?? null),
      endDate: toMonthValue(item?.endDate ?? null),
      current: item?.current ?? false,
      location: item?.location ?? '',
      description: item?.description ?? '',
    },
    validateInputOnBlur: true,
    validate: validateWith(ExperienceBody, toBody),
  });
  const errorText = useErrorText(form.errors);
  const { handleSubmit, failure } = useItemSubmit(form, toBody, onSave, { fields });

  return (
    <ItemForm
      title={t(item ? 'profiles.experiences.editTitle' : 'profiles.experiences.newTitle')}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      isPending={isPending}
      failure={failure}
    >
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          miw={200}
          label={t('profiles.experiences.role')}
          withAsterisk
          {...form.getInputProps('role')}
          error={errorText('role')}
        />
        <TextInput
          miw={200}
          label={t('profiles.experiences.companyName')}
          withAsterisk
          {...form.getInputProps('companyName')}
          error={errorText('companyName')}
        />
      </Group>
      <DatedItemFields form={form} errorText={errorText} />
    </ItemForm>
  );
}
