import { Group, Input, NativeSelect } from '@mantine/core';
import { useId } from 'react';
import { yearOptions } from '../../../../common/contracts/profiles';
import { monthNames } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import classes from './MonthYearField.module.css';

interface MonthYearFieldProps {
  /** The group's name ("Date de début"). */
  label: string;
  monthLabel: string;
  yearLabel: string;
  /** `YYYY-MM`; a half-chosen date is kept as `YYYY-` or `-MM` (the contract calls it invalid). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

const split = (value: string): { year: string; month: string } => {
  const [year = '', month = ''] = value.split('-');
  return { year, month };
};

const join = (year: string, month: string): string => (year === '' && month === '' ? '' : `${year}-${month}`);

/**
 * A month-year picker (000 §5 "Experience"): a month and a year from the spec's list, current year + 5
 * down to 1950. Stored as the first of the month by the server.
 */
export function MonthYearField({
  label,
  monthLabel,
  yearLabel,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
}: MonthYearFieldProps) {
  const { t, language } = useTranslation();
  const id = useId();
  const { year, month } = split(value);
  const months = monthNames(language).map((name, index) => ({
    value: String(index + 1).padStart(2, '0'),
    label: name,
  }));
  const years = yearOptions().map((option) => String(option));
  const describedBy = error ? `${id}-error` : undefined;

  return (
    <fieldset
      className={classes.fieldset}
      // Checked when the focus leaves both selects, not between the month and the year.
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          onBlur?.();
      }}
    >
      <Input.Label required={required} mb={4} component="legend" className={classes.legend}>
        {label}
      </Input.Label>
      <Group gap="xs" grow align="flex-start">
        <NativeSelect
          label={monthLabel}
          size="sm"
          value={month}
          onChange={(event) => onChange(join(year, event.currentTarget.value))}
          data={[{ value: '', label: t('profiles.items.chooseMonth') }, ...months]}
          disabled={disabled}
          error={Boolean(error)}
          aria-describedby={describedBy}
          styles={{ label: { fontWeight: 400, fontSize: 'var(--mantine-font-size-xs)' } }}
        />
        <NativeSelect
          label={yearLabel}
          size="sm"
          value={year}
          onChange={(event) => onChange(join(event.currentTarget.value, month))}
          data={[{ value: '', label: t('profiles.items.chooseYear') }, ...years]}
          disabled={disabled}
          error={Boolean(error)}
          aria-describedby={describedBy}
          styles={{ label: { fontWeight: 400, fontSize: 'var(--mantine-font-size-xs)' } }}
        />
      </Group>
      {error && (
        <Input.Error id={`${id}-error`} mt={4}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}
