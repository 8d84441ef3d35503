import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ProfileView } from '../../../../common/contracts/profiles';
import { errorMessageKey } from '../../../lib/api-client';
import { serverFieldErrors, validateWith } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { BioSectionBody, useSaveProfileSection } from '../api/save-profile-section';
import { useErrorText } from '../utils/use-translated-errors';
import { BioField } from './BioField';
import { FormActions } from './FormActions';
import { FormError } from './FormError';

interface Values {
  bio: string;
}

const toBody = (values: Values): BioSectionBody => ({ bio: values.bio });

interface SectionFormProps {
  profile: ProfileView;
  onSaved: () => void;
  onCancel: () => void;
}

/** Section "bio" of /profile/complete: required, 1500 characters at most, with the text assistant. */
export function BioForm({ profile, onSaved, onCancel }: SectionFormProps) {
  const { t } = useTranslation();
  const save = useSaveProfileSection();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { bio: profile.bio ?? '' },
    validateInputOnBlur: true,
    validate: validateWith(BioSectionBody, toBody),
  });
  const errorText = useErrorText(form.errors);

  const handleSubmit = form.onSubmit((values) => {
    setFailure(null);
    save.mutate(
      { section: 'bio', body: toBody(values) },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const errors = serverFieldErrors(error, ['bio']);
          if (Object.keys(errors).length > 0) form.setErrors(errors);
          else setFailure(t(errorMessageKey(error)));
        },
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <BioField
          required
          value={form.values.bio}
          onChange={(value) => form.setFieldValue('bio', value)}
          onBlur={() => form.validateField('bio')}
          error={errorText('bio')}
        />
        <FormError message={failure} />
        <FormActions isPending={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
