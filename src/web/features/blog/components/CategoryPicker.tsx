import { MultiSelect } from '@mantine/core';
import { blogLimits } from '../../../../common/contracts/blog';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

interface CategoryPickerProps {
  label: string;
  placeholder: string;
  options: readonly { id: string; name: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/**
 * A category list of the article editor (001 §2.19): its subjects or the kinds of content it is, up to
 * 15 (§5: 'Vous ne pouvez pas sélectionner plus de N catégories.' past it, the choice not taken).
 */
export function CategoryPicker({ label, placeholder, options, value, onChange, error }: CategoryPickerProps) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={options.map((option) => ({ value: option.id, label: option.name }))}
      value={value}
      onChange={(ids) => {
        if (ids.length > blogLimits.categoriesMax) {
          notify({
            color: 'orange',
            message: t('blog.editor.tooManyCategories', { n: blogLimits.categoriesMax }),
            autoClose: blogLimits.toastMs,
          });
          return;
        }
        onChange(ids);
      }}
      searchable
      clearable
      error={error}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
