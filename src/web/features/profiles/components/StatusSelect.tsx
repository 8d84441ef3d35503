import { NativeSelect } from '@mantine/core';
import type { FocusEventHandler, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useProfessionalStatuses } from '../api/get-professional-statuses';

interface StatusSelectProps {
  /** A status id, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  error?: ReactNode;
}

/** The professional status (000 §3 professional_statuses): the active ones, by label. */
export function StatusSelect({ value, onChange, onBlur, error }: StatusSelectProps) {
  const { t } = useTranslation();
  const statuses = useProfessionalStatuses();
  const options = [
    { value: '', label: t('profiles.fields.statusNone') },
    ...(statuses.data?.items ?? []).map((status) => ({ value: status.id, label: status.label })),
  ];
  return (
    <NativeSelect
      label={t('profiles.fields.status')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error ?? (statuses.isError ? t('profiles.fields.statusLoadError') : undefined)}
      data={options}
      disabled={statuses.isPending}
    />
  );
}
