import { TextInput, type TextInputProps } from '@mantine/core';
import { useRef } from 'react';
import type { LocationSuggestion } from '../../../../common/contracts/profiles';
import { useTranslation } from '../../../lib/i18n';
import { LocationField } from './LocationField';

/** What the location field needs of the profile form holding it (`values.location`, its text). */
interface LocationForm {
  values: { location: string };
  setFieldValue(path: 'location', value: string): void;
  clearFieldError(path: 'location'): void;
  validateField(path: 'location'): unknown;
}

/**
 * The required "city, country" of a profile form: typed text, or a picked suggestion (`onPick` keeps
 * it, for the body's coordinates), checked once the field is left.
 */
export function FormLocationField({
  form,
  error,
  onPick,
}: {
  form: LocationForm;
  error: string | undefined;
  onPick: (suggestion: LocationSuggestion) => void;
}) {
  // The blur check runs a moment later, with the rules of the render that has the picked suggestion.
  const latestForm = useRef(form);
  latestForm.current = form;
  return (
    <LocationField
      required
      value={form.values.location}
      onChange={(text) => form.setFieldValue('location', text)}
      onPick={(suggestion) => {
        onPick(suggestion);
        form.setFieldValue('location', suggestion.adresse_complete);
        form.clearFieldError('location');
      }}
      // Checked when the field is left, after the suggestion list had its chance to fill it.
      onBlur={() => window.setTimeout(() => latestForm.current.validateField('location'), 150)}
      error={error}
    />
  );
}

/** The website field (https only, 000 §5): its label, hint and placeholder; the form gives the rest. */
export function WebsiteField(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('profiles.fields.website')}
      description={t('profiles.fields.websiteHint')}
      placeholder={t('profiles.fields.websitePlaceholder')}
      autoComplete="url"
      inputMode="url"
      {...props}
    />
  );
}
