import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProfileView } from '../../../../common/contracts/profiles';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { validateWith } from '../../../lib/forms';
import { BioSectionBody, useSaveProfileSection } from '../api/save-profile-section';
import { useFormFailure } from '../utils/use-form-failure';
import { useErrorText } from '../utils/use-translated-errors';
import { BioField } from './BioField';

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
  const save = useSaveProfileSection();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { bio: profile.bio ?? '' },
    validateInputOnBlur: true,
    validate: validateWith(BioSectionBody, toBody),
  });
  const errorText = useErrorText(form.errors);
  const { failure, clear, handleError } = useFormFailure(form, ['bio']);

  const handleSubmit = form.onSubmit((values) => {
    clear();
    save.mutate({ section: 'bio', body: toBody(values) }, { onSuccess: onSaved, onError: handleError });
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
        <FormFailure message={failure} />
        <FormActions isBusy={save.isPending} mt="xs" onCancel={onCancel} />
      </Stack>
    </form>
  );
}
