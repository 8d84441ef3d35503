import { Select } from '@mantine/core';
import type { SearchFilterKey } from '../../../../common/contracts/search';
import { useTranslation } from '../../../lib/i18n';
import { useBlogCategories } from '../../blog';
import { useMentorFilterOptions } from '../../mentors';
import { useProfessionalCategories } from '../../profiles';

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

/** A company's sector: the top-level professional categories, as the companies directory offers. */
export function SectorSelect({ value, onChange }: { value: string | undefined; onChange: Change }) {
  const { t } = useTranslation();
  const categories = useProfessionalCategories();
  const data = (categories.data?.items ?? []).map((sector) => ({ value: sector.id, label: sector.name }));
  return (
    <FilterSelect
      name="categoryId"
      label={t('companies.filters.category')}
      placeholder={t('companies.filters.allCategories')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
    />
  );
}

/** An article's category, as the blog offers. */
export function BlogCategorySelect({ value, onChange }: { value: string | undefined; onChange: Change }) {
  const { t } = useTranslation();
  const categories = useBlogCategories();
  const data = (categories.data ?? []).map((category) => ({ value: category.id, label: category.name }));
  return (
    <FilterSelect
      name="category"
      label={t('blog.filters.category')}
      placeholder={t('blog.filters.allCategories')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
    />
  );
}

/** A mentor's domain: those of the listed mentors, as the mentors directory offers. */
export function DomainSelect({ value, onChange }: { value: string | undefined; onChange: Change }) {
  const { t } = useTranslation();
  const options = useMentorFilterOptions();
  const data = (options.data?.domains ?? []).map((domain) => ({ value: domain, label: domain }));
  return (
    <FilterSelect
      name="domain"
      label={t('mentors.filters.domain')}
      placeholder={t('mentors.filters.allDomains')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
    />
  );
}
