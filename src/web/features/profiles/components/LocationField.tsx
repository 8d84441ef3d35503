import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import type { FocusEventHandler, ReactNode } from 'react';
import type { LocationSuggestion } from '../../../../common/contracts/profiles';
import { limits } from '../../../../common/limits';
import { useTranslation } from '../../../lib/i18n';
import { useLocationSearch } from '../api/search-locations';

interface LocationFieldProps {
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen; the field then reads its `adresse_complete` ("Dakar, Sénégal"). */
  onPick: (suggestion: LocationSuggestion) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  error?: ReactNode;
  required?: boolean;
}

/**
 * The address field of 000 §5: cities suggested from 3 characters by `GET /api/v1/locations` (offline
 * city data, French country names); a typed "Ville, Pays" is accepted too.
 */
export function LocationField({
  value,
  onChange,
  onPick,
  onBlur,
  onFocus,
  error,
  required,
}: LocationFieldProps) {
  const { t } = useTranslation();
  const [query] = useDebouncedValue(value, 250);
  const search = useLocationSearch(query);
  const isSearchable = Array.from(value.trim()).length >= limits.profile.locationQueryMin;
  const suggestions = isSearchable ? (search.data?.items ?? []) : [];
  // Two cities can read the same ("Springfield, États-Unis"): the list needs unique labels.
  const labels = [...new Set(suggestions.map((item) => item.adresse_complete))];

  const handleOptionSubmit = (label: string) => {
    const suggestion = suggestions.find((item) => item.adresse_complete === label);
    if (suggestion) onPick(suggestion);
  };

  return (
    <Autocomplete
      label={t('profiles.fields.location')}
      description={t('profiles.fields.locationHint')}
      placeholder={t('profiles.fields.locationPlaceholder')}
      withAsterisk={required}
      value={value}
      onChange={onChange}
      onOptionSubmit={handleOptionSubmit}
      onBlur={onBlur}
      onFocus={onFocus}
      error={error}
      data={labels}
      // The server already matched the text (accents and case ignored): show its answer as is.
      filter={({ options }) => options}
      limit={limits.profile.locationResults}
      // Tall enough for the 10 suggestions: a scrolling list would be a region the keyboard cannot scroll.
      maxDropdownHeight={440}
      leftSection={<IconMapPin size={16} stroke={1.8} aria-hidden />}
      rightSection={search.isFetching && isSearchable ? <Loader size="xs" /> : null}
      autoComplete="off"
    />
  );
}

/** What a place field needs of its form: the city's text (`place`) and the city picked for it (`picked`). */
interface PlaceForm {
  values: { place: string };
  setFieldValue(path: 'place', value: string): void;
  setFieldValue(path: 'picked', value: LocationSuggestion): void;
}

/**
 * The required city of a form that keeps the picked suggestion beside the text (events, companies: the
 * body takes the picked city while the text is still its label, else parses "Ville, Pays").
 */
export function PlaceField({
  form,
  error,
  onBlur,
}: {
  form: PlaceForm;
  error?: ReactNode;
  onBlur?: () => void;
}) {
  return (
    <LocationField
      value={form.values.place}
      onChange={(text) => form.setFieldValue('place', text)}
      onPick={(suggestion) => {
        form.setFieldValue('picked', suggestion);
        form.setFieldValue('place', suggestion.adresse_complete);
      }}
      onBlur={onBlur}
      error={error}
      required
    />
  );
}
