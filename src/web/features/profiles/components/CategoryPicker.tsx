import { Accordion, Badge, Checkbox, CloseButton, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ProfessionalCategoryNode } from '../../../../common/contracts/profiles';
import { limits } from '../../../../common/limits';
import { FormFailure } from '../../../components/FormFailure';
import { Note } from '../../../components/Note';
import { Notice } from '../../../components/Notice';
import { useTranslation } from '../../../lib/i18n';
import classes from './CategoryPicker.module.css';

const max = limits.profile.categoriesMax;

/** Case and accents ignored: "sante" finds "Santé". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

interface CategoryPickerProps {
  tree: ProfessionalCategoryNode[];
  value: string[];
  onChange: (ids: string[]) => void;
  /** A message about the choice (catalog key already translated), e.g. from the server. */
  error?: string;
}

/**
 * The two-level picker of 000 §5 (sector → specialities): a whole sector or some of its specialities,
 * 7 at most. Boxes not ticked are disabled once 7 are chosen, and the spec's message says why.
 */
export function CategoryPicker({ tree, value, onChange, error }: CategoryPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<string[]>([]);
  const selected = new Set(value);
  const isFull = value.length >= max;

  const names = useMemo(() => {
    const map = new Map<string, { name: string; sector: string | null }>();
    for (const sector of tree) {
      map.set(sector.id, { name: sector.name, sector: null });
      for (const child of sector.children) map.set(child.id, { name: child.name, sector: sector.name });
    }
    return map;
  }, [tree]);

  const query = fold(search.trim());
  const visible = useMemo(
    () =>
      query === ''
        ? tree
        : tree.flatMap((sector) => {
            if (fold(sector.name).includes(query)) return [sector];
            const children = sector.children.filter((child) => fold(child.name).includes(query));
            return children.length > 0 ? [{ ...sector, children }] : [];
          }),
    [tree, query],
  );

  const toggle = (id: string, isChecked: boolean) => {
    if (isChecked) {
      if (!selected.has(id) && value.length < max) onChange([...value, id]);
    } else {
      onChange(value.filter((item) => item !== id));
    }
  };

  const chosenIn = (sector: ProfessionalCategoryNode) =>
    [sector.id, ...sector.children.map((child) => child.id)].filter((id) => selected.has(id)).length;

  return (
    <Stack gap="md">
      <div>
        <Group justify="space-between" gap="xs" mb={6}>
          <Text fw={600} id="category-selection-title">
            {t('profiles.categories.selected', { count: value.length, max })}
          </Text>
          {value.length > 0 && <Note>{t('profiles.categories.selectedHint')}</Note>}
        </Group>
        {value.length === 0 ? (
          <Note>{t('profiles.categories.none')}</Note>
        ) : (
          <ul className={classes.chips} aria-labelledby="category-selection-title">
            {value.map((id) => {
              const entry = names.get(id);
              const label = entry ? (entry.sector ? `${entry.name} · ${entry.sector}` : entry.name) : id;
              return (
                <li key={id}>
                  <Pill
                    size="lg"
                    withRemoveButton
                    onRemove={() => toggle(id, false)}
                    removeButtonProps={{ 'aria-label': t('profiles.categories.remove', { name: label }) }}
                    className={classes.pill}
                  >
                    {label}
                  </Pill>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {error ? (
        <FormFailure message={error} />
      ) : (
        isFull && (
          <Notice tone="caution" role="status">
            {t('profiles.validation.categoriesMax')}
          </Notice>
        )
      )}

      <TextInput
        label={t('profiles.categories.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
        rightSection={
          search ? (
            <CloseButton
              size="sm"
              aria-label={t('profiles.categories.clearSearch')}
              onClick={() => setSearch('')}
            />
          ) : null
        }
      />

      {visible.length === 0 ? (
        <Text c="dimmed">{t('profiles.categories.noMatch')}</Text>
      ) : (
        <Accordion
          multiple
          variant="separated"
          radius="md"
          // While searching every matching sector is open, so the matches are in view.
          value={query === '' ? opened : visible.map((sector) => sector.id)}
          onChange={(next) => {
            if (query === '') setOpened(next);
          }}
          chevronPosition="right"
        >
          {visible.map((sector) => {
            const count = chosenIn(sector);
            return (
              <Accordion.Item key={sector.id} value={sector.id}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" gap="sm" pr="xs">
                    <Text fw={600} size="sm">
                      {sector.name}
                    </Text>
                    {count > 0 && (
                      <Badge
                        variant="filled"
                        size="sm"
                        aria-label={t('profiles.categories.chosenIn', { count })}
                      >
                        {count}
                      </Badge>
                    )}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <div className={classes.options}>
                    <Checkbox
                      label={t('profiles.categories.wholeSector', { name: sector.name })}
                      checked={selected.has(sector.id)}
                      disabled={isFull && !selected.has(sector.id)}
                      onChange={(event) => toggle(sector.id, event.currentTarget.checked)}
                      fw={600}
                    />
                    {sector.children.map((child) => (
                      <Checkbox
                        key={child.id}
                        label={child.name}
                        description={child.description ?? undefined}
                        checked={selected.has(child.id)}
                        disabled={isFull && !selected.has(child.id)}
                        onChange={(event) => toggle(child.id, event.currentTarget.checked)}
                      />
                    ))}
                  </div>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
    </Stack>
  );
}
