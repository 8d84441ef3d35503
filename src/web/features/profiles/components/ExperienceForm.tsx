import { Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type Experience, ExperienceBody } from '../../../../common/contracts/profiles';
import { toMonthValue } from '../utils/dates';
import { validateWith } from '../utils/form-errors';
import { useItemSubmit } from '../utils/use-item-submit';
import { useErrorText } from '../utils/use-translated-errors';
import { ItemForm } from './ItemForm';
import { MonthYearField } from './MonthYearField';

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
      <Stack gap="xs">
        <Group grow align="flex-start" gap="md" wrap="wrap">
          <MonthYearField
            label={t('profiles.items.startDate')}
            monthLabel={t('profiles.items.startMonth')}
            yearLabel={t('profiles.items.startYear')}
            required
            value={form.values.startDate}
            onChange={(value) => form.setFieldValue('startDate', value)}
            onBlur={() => form.validateField('startDate')}
            error={errorText('startDate')}
          />
          <MonthYearField
            label={t('profiles.items.endDate')}
            monthLabel={t('profiles.items.endMonth')}
            yearLabel={t('profiles.items.endYear')}
            value={form.values.current ? '' : form.values.endDate}
            onChange={(value) => form.setFieldValue('endDate', value)}
            onBlur={() => form.validateField('endDate')}
            error={errorText('endDate')}
            disabled={form.values.current}
          />
        </Group>
        <Checkbox
          label={t('profiles.items.current')}
          checked={form.values.current}
          onChange={(event) => {
            const isCurrent = event.currentTarget.checked;
            form.setFieldValue('current', isCurrent);
            if (isCurrent) {
              form.setFieldValue('endDate', '');
              form.clearFieldError('endDate');
            }
          }}
        />
      </Stack>
      <TextInput
        label={t('profiles.items.location')}
        {...form.getInputProps('location')}
        error={errorText('location')}
      />
      <Textarea
        label={t('profiles.items.description')}
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps('description')}
        error={errorText('description')}
      />
    </ItemForm>
  );
}
