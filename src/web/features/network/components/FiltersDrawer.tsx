import { Button, Drawer, Group, NumberInput, Radio, Stack, TagsInput, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import type { Availability } from '../../../../common/contracts/network';
import { limits } from '../../../../common/limits';
import { useTranslation } from '../../../lib/i18n';
import type { NetworkFilters } from '../utils/filters';

type AdvancedFilters = Pick<
  NetworkFilters,
  'country' | 'city' | 'job' | 'minYears' | 'languages' | 'availability'
>;

const cleared: AdvancedFilters = {
  country: '',
  city: '',
  job: '',
  minYears: '',
  languages: [],
  availability: 'all',
};

/** The free-text filters, in the order the drawer shows them. */
const textFilters = ['country', 'city', 'job'] as const;

/** Language names offered (skills of the Languages category); any other may be typed. */
const languageSuggestions = [
  'Français',
  'Anglais',
  'Portugais',
  'Espagnol',
  'Arabe',
  'Swahili',
  'Wolof',
  'Lingala',
  'Yoruba',
  'Haoussa',
];

interface FiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  filters: NetworkFilters;
  onApply: (filters: AdvancedFilters) => void;
}

/** "Filtres avancés" (000 §2.6): country, city, job, years of experience (≥ 0), languages, availability. */
export function FiltersDrawer({ opened, onClose, filters, onApply }: FiltersDrawerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AdvancedFilters>(cleared);
  const [yearsError, setYearsError] = useState<string | undefined>();

  // Each opening starts from the filters in force (the URL).
  useEffect(() => {
    if (!opened) return;
    const { country, city, job, minYears, languages, availability } = filters;
    setDraft({ country, city, job, minYears, languages, availability });
    setYearsError(undefined);
  }, [opened, filters]);

  const set = <K extends keyof AdvancedFilters>(key: K, value: AdvancedFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const years = draft.minYears.trim();
    if (years !== '' && !(/^\d+$/.test(years) && Number(years) <= limits.network.minYearsMax)) {
      setYearsError(t('network.minYearsInvalid'));
      return;
    }
    onApply(draft);
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('network.advancedFilters')} size="sm">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {textFilters.map((key) => (
            <TextInput
              key={key}
              label={t(`network.filters.${key}`)}
              value={draft[key]}
              onChange={(event) => set(key, event.currentTarget.value)}
              maxLength={limits.network.queryMax}
            />
          ))}
          <NumberInput
            label={t('network.filters.minYears')}
            value={draft.minYears}
            onChange={(value) => {
              setYearsError(undefined);
              set('minYears', value === '' ? '' : String(value));
            }}
            min={0}
            max={limits.network.minYearsMax}
            allowDecimal={false}
            allowNegative={false}
            error={yearsError}
          />
          <TagsInput
            label={t('network.filters.languages')}
            description={t('network.filters.languagesHint')}
            data={languageSuggestions}
            value={draft.languages}
            onChange={(value) => set('languages', value)}
            maxTags={limits.network.languagesMax}
            clearable
          />
          <Radio.Group
            label={t('network.filters.availability')}
            value={draft.availability}
            onChange={(value) => set('availability', value as Availability)}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="all" label={t('network.availability.all')} />
              <Radio value="open_to_work" label={t('network.availability.openToWork')} />
              <Radio value="mentoring" label={t('network.availability.mentoring')} />
            </Stack>
          </Radio.Group>
          <Group justify="space-between" mt="sm">
            <Button variant="default" onClick={() => onApply(cleared)}>
              {t('network.filters.reset')}
            </Button>
            <Button type="submit">{t('network.filters.apply')}</Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
