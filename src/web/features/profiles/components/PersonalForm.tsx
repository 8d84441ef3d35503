import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProfileView } from '../../../../common/contracts/profiles';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { validateWith } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { PersonalSectionBody, useSaveProfileSection } from '../api/save-profile-section';
import { useFormFailure } from '../utils/use-form-failure';
import { useErrorText } from '../utils/use-translated-errors';
import { AvatarUploader } from './AvatarUploader';
import { WebsiteField } from './ProfileFormFields';

interface Values {
  fullName: string;
  website: string;
}

const toBody = (values: Values): PersonalSectionBody => ({
  fullName: values.fullName,
  website: values.website,
});

const fields = ['fullName', 'website'];

interface SectionFormProps {
  profile: ProfileView;
  onSaved: () => void;
  onCancel: () => void;
}

/** Section "personal" of /profile/complete: photo, full name (required) and website (https, 000 §5). */
export function PersonalForm({ profile, onSaved, onCancel }: SectionFormProps) {
  const { t } = useTranslation();
  const save = useSaveProfileSection();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { fullName: profile.fullName ?? '', website: profile.website ?? '' },
    validateInputOnBlur: true,
    validate: validateWith(PersonalSectionBody, toBody),
  });
  const errorText = useErrorText(form.errors);
  const { failure, clear, handleError } = useFormFailure(form, fields);

  const handleSubmit = form.onSubmit((values) => {
    clear();
    save.mutate({ section: 'personal', body: toBody(values) }, { onSuccess: onSaved, onError: handleError });
  });

  return (
    <Stack gap="lg">
      <AvatarUploader profile={profile} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('profiles.fields.fullName')}
            withAsterisk
            autoComplete="name"
            {...form.getInputProps('fullName')}
            error={errorText('fullName')}
          />
          <WebsiteField {...form.getInputProps('website')} error={errorText('website')} />
          <FormFailure message={failure} />
          <FormActions isBusy={save.isPending} mt="xs" onCancel={onCancel} />
        </Stack>
      </form>
    </Stack>
  );
}
