import { Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { ProfileView } from '../../../../common/contracts/profiles';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { issuesToErrors } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useProfessionalCategories } from '../api/get-professional-categories';
import { CategoriesSectionBody, useSaveProfileSection } from '../api/save-profile-section';
import { ProfileCategoriesBody, useSetProfileCategories } from '../api/set-profile-categories';
import { CategoryPicker } from './CategoryPicker';
import { Loading } from './Loading';

interface CategoriesFormProps {
  profile: ProfileView;
  /**
   * `section`: the checklist's section, at least one category (PATCH …/sections/categories);
   * `picker`: /profile/categories, where none is allowed (PUT …/categories).
   */
  mode: 'section' | 'picker';
  onSaved: () => void;
  onCancel: () => void;
  submitLabel?: string;
}

/** The category picker with its save: the member's categories, 1 (or 0) to 7 (000 §5). */
export function CategoriesForm({ profile, mode, onSaved, onCancel, submitLabel }: CategoriesFormProps) {
  const { t } = useTranslation();
  const tree = useProfessionalCategories();
  const saveSection = useSaveProfileSection();
  const setCategories = useSetProfileCategories();
  const [value, setValue] = useState(() => profile.categories.map((category) => category.id));
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = mode === 'section' ? CategoriesSectionBody : ProfileCategoriesBody;
  const isPending = saveSection.isPending || setCategories.isPending;

  const handleError = (cause: unknown) => {
    // 000 §5: a server message about a maximum is the spec's 7-categories text.
    if (isApiError(cause) && cause.code === 'too_many_categories')
      setError(t('profiles.validation.categoriesMax'));
    else if (isApiError(cause) && cause.details[0]) setError(t(cause.details[0].key));
    else setFailure(t(errorMessageKey(cause)));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = schema.safeParse({ categoryIds: value });
    if (!result.success) {
      setError(t(issuesToErrors(result.error.issues).categoryIds ?? 'errors.validation_failed'));
      return;
    }
    setError(undefined);
    const options = { onSuccess: onSaved, onError: handleError };
    if (mode === 'section')
      saveSection.mutate({ section: 'categories', body: { categoryIds: value } }, options);
    else setCategories.mutate({ categoryIds: value }, options);
  };

  if (tree.isPending) return <Loading />;
  if (tree.isError) return <FormFailure message={t('profiles.categories.loadError')} />;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <CategoryPicker
          tree={tree.data.items}
          value={value}
          onChange={(ids) => {
            setValue(ids);
            setError(undefined);
          }}
          error={error}
        />
        <FormFailure message={failure} />
        <FormActions isBusy={isPending} mt="xs" onCancel={onCancel} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}
