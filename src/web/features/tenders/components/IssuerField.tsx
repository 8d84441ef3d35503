import { Autocomplete, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from '../../../lib/i18n';
import { usePickCompanies } from '../../companies';

interface IssuerFieldProps {
  label: string;
  /** The issuing body as typed (`organisme_emetteur`). */
  value: string;
  /** The directory company it names (`entite_id`), if one was picked. */
  companyId: string;
  onChange: (name: string, companyId: string | null) => void;
  error?: string;
  required?: boolean;
  maxLength: number;
}

/**
 * 'Organisme émetteur' with the directory's companies offered as the name is typed (as the job form's
 * company): picking one links the tender to it (002 §3 `entite_type` 'entreprise', `entite_id`), and
 * the detail links its page; typing another name unlinks it.
 */
export function IssuerField({
  label,
  value,
  companyId,
  onChange,
  error,
  required,
  maxLength,
}: IssuerFieldProps) {
  const { t } = useTranslation();
  // Each search is counted by the directory's viewing limits: only once the typing pauses.
  const [query] = useDebouncedValue(value, 300);
  const pickable = usePickCompanies(query).data?.items ?? [];
  const linkOf = (name: string) => pickable.find((item) => item.nom === name)?.id ?? null;
  return (
    <Stack gap={4}>
      <Autocomplete
        label={label}
        description={t('tenders.wizard.fields.issuerHint')}
        withAsterisk={required}
        maxLength={maxLength}
        value={value}
        error={error}
        data={[...new Set(pickable.map((item) => item.nom))]}
        filter={({ options }) => options}
        onChange={(name) => onChange(name, linkOf(name))}
        onOptionSubmit={(name) => onChange(name, linkOf(name))}
      />
      {companyId && (
        <Text size="xs" c="teal.8">
          {t('tenders.wizard.fields.issuerLinked')}
        </Text>
      )}
    </Stack>
  );
}
