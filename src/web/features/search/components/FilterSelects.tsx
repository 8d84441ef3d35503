import { Select } from '@mantine/core';
import type { SearchFilterKey } from '../../../../common/contracts/search';
import { useTranslation } from '../../../lib/i18n';
import { useBlogCategories } from '../../blog';
import { useMentorFilterOptions } from '../../mentors';
import { useSectorOptions } from '../../profiles';

/* The selects of the results page's filters (SearchFilterBar): the directories' values and labels. */

export type Option = { value: string; label: string };
export type Change = (key: SearchFilterKey, value: string) => void;

/** A select of one filter: "all" when empty, cleared back to it. */
export function FilterSelect({
  name,
  label,
  placeholder,
  data,
  value,
  onChange,
  searchable = false,
}: {
  name: SearchFilterKey;
  label: string;
  placeholder: string;
  data: Option[];
  value: string | undefined;
  onChange: Change;
  searchable?: boolean;
}) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(name, next ?? '')}
      searchable={searchable}
      clearable
      flex="1 1 200px"
      maw={{ base: '100%', sm: 320 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A searchable filter whose options a directory reads: its name, its texts and the hook of its options. */
const optionsSelect = (
  name: SearchFilterKey,
  labelKey: string,
  placeholderKey: string,
  useOptions: () => Option[],
) =>
  function OptionsSelect({ value, onChange }: { value: string | undefined; onChange: Change }) {
    const { t } = useTranslation();
    const data = useOptions();
    return (
      <FilterSelect
        name={name}
        label={t(labelKey)}
        placeholder={t(placeholderKey)}
        data={data}
        value={value}
        onChange={onChange}
        searchable
      />
    );
  };

/** The blog's categories. */
const useBlogCategoryOptions = () =>
  (useBlogCategories().data ?? []).map((category) => ({ value: category.id, label: category.name }));

/** The domains of the listed mentors, as the mentors directory offers them. */
const useDomainOptions = () =>
  (useMentorFilterOptions().data?.domains ?? []).map((domain) => ({ value: domain, label: domain }));

/** A company's sector. */
export const SectorSelect = optionsSelect(
  'categoryId',
  'companies.filters.category',
  'companies.filters.allCategories',
  useSectorOptions,
);

/** An article's category, as the blog offers. */
export const BlogCategorySelect = optionsSelect(
  'category',
  'blog.filters.category',
  'blog.filters.allCategories',
  useBlogCategoryOptions,
);

/** A mentor's domain. */
export const DomainSelect = optionsSelect(
  'domain',
  'mentors.filters.domain',
  'mentors.filters.allDomains',
  useDomainOptions,
);
