import { Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { LocationSuggestion, ProfileLocation, ProfileView } from '../../../../common/contracts/profiles';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { validateWith } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { UpdateProfileBody, useUpdateProfile } from '../api/update-profile';
import { locationText, toLocationInput } from '../utils/location';
import { useFormFailure } from '../utils/use-form-failure';
import { useErrorText } from '../utils/use-translated-errors';
import { BioField } from './BioField';
import { FieldRow } from './FieldRow';
import { MentorLink } from './MentorLink';
import { FormLocationField, WebsiteField } from './ProfileFormFields';
import { StatusSelect } from './StatusSelect';

interface Values {
  fullName: string;
  title: string;
  company: string;
  location: string;
  professionalStatusId: string;
  website: string;
  bio: string;
  isOpenToWork: boolean;
}

const fields = ['fullName', 'title', 'company', 'location', 'professionalStatusId', 'website', 'bio'];

interface ProfileDetailsFormProps {
  profile: ProfileView;
  onDone: () => void;
}

/**
 * The profile page's edit mode (000 §4 "Profile page": view → edit → saved returns to view): the main
 * fields in place, full name, title and location required (000 §5), saved with `PATCH /profiles/me`.
 */
export function ProfileDetailsForm({ profile, onDone }: ProfileDetailsFormProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [picked, setPicked] = useState<LocationSuggestion | ProfileLocation | null>(profile.location);

  const toBody = (values: Values): UpdateProfileBody => ({
    fullName: values.fullName,
    title: values.title,
    company: values.company,
    location: toLocationInput(values.location, picked),
    professionalStatusId: values.professionalStatusId || null,
    website: values.website,
    bio: values.bio,
    isOpenToWork: values.isOpenToWork,
  });

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      fullName: profile.fullName ?? '',
      title: profile.title ?? '',
      company: profile.company ?? '',
      location: locationText(profile.location),
      professionalStatusId: profile.professionalStatus?.id ?? '',
      website: profile.website ?? '',
      bio: profile.bio ?? '',
      isOpenToWork: profile.isOpenToWork,
    },
    validateInputOnBlur: ['fullName', 'title', 'company', 'website'],
    validate: validateWith(UpdateProfileBody, toBody),
  });
  const errorText = useErrorText(form.errors);
  const { failure, clear, handleError } = useFormFailure(form, fields);

  const handleSubmit = form.onSubmit((values) => {
    clear();
    update.mutate(toBody(values), {
      onSuccess: () => {
        notify({ color: 'teal', message: t('profiles.page.saved') });
        onDone();
      },
      onError: handleError,
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('profiles.page.editTitle')}>
      <Stack gap="md" mt="md">
        <FieldRow>
          <TextInput
            miw={220}
            label={t('profiles.fields.fullName')}
            withAsterisk
            autoComplete="name"
            {...form.getInputProps('fullName')}
            error={errorText('fullName')}
          />
          <TextInput
            miw={220}
            label={t('profiles.fields.title')}
            withAsterisk
            autoComplete="organization-title"
            {...form.getInputProps('title')}
            error={errorText('title')}
          />
        </FieldRow>
        <FieldRow>
          <TextInput
            miw={220}
            label={t('profiles.fields.company')}
            autoComplete="organization"
            {...form.getInputProps('company')}
            error={errorText('company')}
          />
          <StatusSelect
            value={form.values.professionalStatusId}
            onChange={(value) => form.setFieldValue('professionalStatusId', value)}
            error={errorText('professionalStatusId')}
          />
        </FieldRow>
        <FormLocationField form={form} error={errorText('location')} onPick={setPicked} />
        <WebsiteField {...form.getInputProps('website')} error={errorText('website')} />
        <BioField
          value={form.values.bio}
          onChange={(value) => form.setFieldValue('bio', value)}
          onBlur={() => form.validateField('bio')}
          error={errorText('bio')}
        />
        <Group gap="lg">
          <Checkbox
            label={t('profiles.fields.isOpenToWork')}
            {...form.getInputProps('isOpenToWork', { type: 'checkbox' })}
          />
          <MentorLink isMentor={profile.isMentor} />
        </Group>
        <FormFailure message={failure} />
        <FormActions isBusy={update.isPending} mt="xs" onCancel={onDone} />
      </Stack>
    </form>
  );
}
