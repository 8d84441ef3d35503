import { CloseButton, Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  isSearching: boolean;
  onChange: (value: string) => void;
}

/** The search box of an admin list: visible label, clear button, a spinner while results load. */
export function SearchField({ label, placeholder, value, isSearching, onChange }: SearchFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        isSearching ? (
          <Loader size={14} aria-hidden />
        ) : value ? (
          <CloseButton size="sm" aria-label={t('admin.clearSearch')} onClick={() => onChange('')} />
        ) : null
      }
      maxLength={200}
      flex={1}
      miw={220}
    />
  );
}
