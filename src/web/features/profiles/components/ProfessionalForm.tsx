import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { LocationSuggestion, ProfileLocation, ProfileView } from '../../../../common/contracts/profiles';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { validateWith } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { ProfessionalSectionBody, useSaveProfileSection } from '../api/save-profile-section';
import { locationText, toLocationInput } from '../utils/location';
import { useFormFailure } from '../utils/use-form-failure';
import { useErrorText } from '../utils/use-translated-errors';
import { MentorLink } from './MentorLink';
import { FormLocationField } from './ProfileFormFields';
import { StatusSelect } from './StatusSelect';

interface Values {
  title: string;
  company: string;
  location: string;
  professionalStatusId: string;
  isOpenToWork: boolean;
}

const fields = ['title', 'company', 'location', 'professionalStatusId'];

interface SectionFormProps {
  profile: ProfileView;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Section "professional" of /profile/complete: title (required), company, status and a "city, country"
 * location (required, suggested from 3 characters), and the two availability flags.
 */
export function ProfessionalForm({ profile, onSaved, onCancel }: SectionFormProps) {
  const { t } = useTranslation();
  const save = useSaveProfileSection();
  const [picked, setPicked] = useState<LocationSuggestion | ProfileLocation | null>(profile.location);

  const toBody = (values: Values): ProfessionalSectionBody => ({
    title: values.title,
    company: values.company,
    location: toLocationInput(values.location, picked),
    professionalStatusId: values.professionalStatusId || null,
    isOpenToWork: values.isOpenToWork,
  });

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      title: profile.title ?? '',
      company: profile.company ?? '',
      location: locationText(profile.location),
      professionalStatusId: profile.professionalStatus?.id ?? '',
      isOpenToWork: profile.isOpenToWork,
    },
    validateInputOnBlur: ['title', 'company', 'professionalStatusId'],
    validate: validateWith(ProfessionalSectionBody, toBody),
  });
  const errorText = useErrorText(form.errors);
  const { failure, clear, handleError } = useFormFailure(form, fields);

  const handleSubmit = form.onSubmit((values) => {
    clear();
    save.mutate(
      { section: 'professional', body: toBody(values) },
      { onSuccess: onSaved, onError: handleError },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('profiles.fields.title')}
          placeholder={t('profiles.fields.titlePlaceholder')}
          withAsterisk
          autoComplete="organization-title"
          {...form.getInputProps('title')}
          error={errorText('title')}
        />
        <TextInput
          label={t('profiles.fields.company')}
          autoComplete="organization"
          {...form.getInputProps('company')}
          error={errorText('company')}
        />
        <FormLocationField form={form} error={errorText('location')} onPick={setPicked} />
        <StatusSelect
          value={form.values.professionalStatusId}
          onChange={(value) => form.setFieldValue('professionalStatusId', value)}
          error={errorText('professionalStatusId')}
        />
        <Checkbox
          label={t('profiles.fields.isOpenToWork')}
          {...form.getInputProps('isOpenToWork', { type: 'checkbox' })}
        />
        <MentorLink isMentor={profile.isMentor} />
        <FormFailure message={failure} />
        <FormActions isBusy={save.isPending} mt="xs" onCancel={onCancel} />
      </Stack>
    </form>
  );
}
