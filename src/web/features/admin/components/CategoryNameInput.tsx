import { TextInput, type TextInputProps } from '@mantine/core';
import { categoryLimits } from '../../../../common/contracts/categories';
import { useTranslation } from '../../../lib/i18n';

/** A category's name in its edit form (content and professional categories alike); focused first. */
export function CategoryNameInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('admin.categories.nameLabel')}
      withAsterisk
      maxLength={categoryLimits.nameMax}
      data-autofocus
      {...props}
    />
  );
}
