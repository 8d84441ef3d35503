import { Button, Container, Group, Select, type SelectProps, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';

/** A directory page's frame: the wide container and the column of header, filters and results. */
export function DirectoryLayout({ overlay, children }: { overlay?: ReactNode; children: ReactNode }) {
  return (
    <Container size="lg" w="100%" py={{ base: 'md', sm: 'xl' }}>
      {overlay}
      <Stack gap="lg">{children}</Stack>
    </Container>
  );
}

/** A text filter bound with `typed(field)` of useDirectoryFilters. */
interface TypedField {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The keyword field that opens a directory's filters, with the magnifier. Texts come from the area's
 * prefix: `filters.q` and `filters.qPlaceholder`.
 */
export function DirectorySearchInput({
  prefix,
  field,
  maxLength,
  flex = '2 1 240px',
}: {
  prefix: string;
  field: TypedField;
  maxLength: number;
  flex?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t(`${prefix}.filters.q`)}
      placeholder={t(`${prefix}.filters.qPlaceholder`)}
      leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
      type="search"
      flex={flex}
      maxLength={maxLength}
      {...field}
    />
  );
}

/** 'Effacer les filtres' (the area's `filters.clear`), shown only while a filter is set. */
export function ClearFiltersButton({
  prefix,
  onClear,
}: {
  prefix: string;
  onClear: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  if (!onClear) return null;
  return (
    <Button variant="subtle" onClick={onClear}>
      {t(`${prefix}.filters.clear`)}
    </Button>
  );
}

/**
 * The filters of a directory in one row (issue 37 §1): the keyword field, the area's own filters
 * (`children`) and the clear button, in a `search` landmark.
 */
export function DirectoryFilterBar({
  prefix,
  search,
  onClear,
  children,
}: {
  prefix: string;
  search: { field: TypedField; maxLength: number; flex?: string };
  /** Undefined while no filter is set (the clear button hides). */
  onClear: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search">
      <DirectorySearchInput prefix={prefix} {...search} />
      {children}
      <ClearFiltersButton prefix={prefix} onClear={onClear} />
    </Group>
  );
}

/** A clearable choice among a directory's filters: '' in the URL is "all" (the placeholder). */
export function FilterSelect<V extends string>({
  value,
  onValueChange,
  ...props
}: Omit<SelectProps, 'value' | 'onChange'> & { value: V | ''; onValueChange: (value: V | '') => void }) {
  return (
    <Select
      {...props}
      value={value || null}
      onChange={(next) => onValueChange((next ?? '') as V | '')}
      clearable
    />
  );
}
