import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { LocationSuggestion } from '../../../../common/contracts/profiles';
import { PlaceField } from './LocationField';

const dakar: LocationSuggestion = {
  ville: 'Dakar',
  pays: 'Sénégal',
  country_code: 'SN',
  adresse_complete: 'Dakar, Sénégal',
  lat: 14.69,
  lon: -17.44,
};

/** The field over a form that records what is set, and the props it hands the location field. */
const fieldOver = (place: string) => {
  const set: Record<string, unknown> = {};
  const form = {
    values: { place },
    setFieldValue: (path: 'place' | 'picked', value: unknown) => {
      set[path] = value;
    },
  };
  const element = PlaceField({ form, error: 'Requis' }) as ReactElement<{
    value: string;
    required: boolean;
    error: string;
    onChange: (text: string) => void;
    onPick: (suggestion: LocationSuggestion) => void;
  }>;
  return { set, props: element.props };
};

describe('a place field', () => {
  it("shows the form's text, required, with its error", () => {
    const { props } = fieldOver('Dak');
    expect(props).toMatchObject({ value: 'Dak', required: true, error: 'Requis' });
  });

  it('keeps a typed text as the place, and a picked city as both the pick and its label', () => {
    const typed = fieldOver('');
    typed.props.onChange('Thiès, Sénégal');
    expect(typed.set).toEqual({ place: 'Thiès, Sénégal' });

    const picked = fieldOver('Dak');
    picked.props.onPick(dakar);
    expect(picked.set).toEqual({ picked: dakar, place: 'Dakar, Sénégal' });
  });
});
