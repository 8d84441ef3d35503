import { Checkbox, Group, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Experience } from '../../../../common/contracts/profiles';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { toMonthValue } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { MonthYearField } from './MonthYearField';

/** The fields an experience and an education share (000 §5 "Experience", "Education"). */
export interface DatedItemValues {
  startDate: string;
  endDate: string;
  current: boolean;
  location: string;
  description: string;
}

interface DatedItemFieldsProps<Values extends DatedItemValues> {
  form: UseFormReturnType<Values>;
  errorText: (field: keyof DatedItemValues) => string | undefined;
}

/**
 * Start and end month, 'En cours' (which clears and disables the end), place and description: the
 * lower half of the experience and education forms.
 */
export function DatedItemFields<Values extends DatedItemValues>({
  form: typedForm,
  errorText,
}: DatedItemFieldsProps<Values>) {
  const { t } = useTranslation();
  // Only the shared fields are touched here; the form's own type adds the item's other fields.
  const form = typedForm as unknown as UseFormReturnType<DatedItemValues>;
  return (
    <>
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
      <GrowingTextarea
        label={t('profiles.items.description')}
        minRows={3}
        maxRows={10}
        {...form.getInputProps('description')}
        error={errorText('description')}
      />
    </>
  );
}

/** The shared fields of a saved item (or a new one): months as the month field holds them. */
export const datedItemValues = (
  item: Pick<Experience, 'startDate' | 'endDate' | 'current' | 'location' | 'description'> | undefined,
): DatedItemValues => ({
  startDate: toMonthValue(item?.startDate ?? null),
  endDate: toMonthValue(item?.endDate ?? null),
  current: item?.current ?? false,
  location: item?.location ?? '',
  description: item?.description ?? '',
});

/** The body of a dated item: no end while it is current. */
export const withDatedEnd = <Values extends DatedItemValues>(values: Values) => ({
  ...values,
  endDate: values.current ? null : values.endDate,
});
