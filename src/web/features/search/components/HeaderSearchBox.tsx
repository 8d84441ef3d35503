import { CloseButton, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClock, IconSearch, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { type SearchHit, searchLimits } from '../../../../common/contracts/search';
import { Modal } from '../../../components/Modal';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSuggestions } from '../api/get-suggestions';
import { useClearRecentSearches, useRecentSearches } from '../api/recent-searches';
import { searchPath } from '../search-path';
import classes from './HeaderSearchBox.module.css';
import { Highlighted } from './Highlighted';
import { HitIcon } from './HitIcon';

interface HeaderSearchBoxProps {
  /** The field is left (Escape, a choice made): the header shows its button again. */
  onClose: () => void;
  /** Small screens: the search takes the whole screen. */
  fullScreen: boolean;
}

/**
 * The header's search (issue 39 §1), loaded on the first focus of its button: a combobox (WAI-ARIA
 * pattern, Mantine's Combobox) whose suggestions arrive 250 ms after the last key from 2 characters,
 * grouped by kind, 3 at most each; arrows move, Enter opens the chosen one or the results page.
 * Empty, it offers a member's recent searches.
 */
export function HeaderSearchBox({ onClose, fullScreen }: HeaderSearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMember = Boolean(useSession().data?.user);
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), 250);
  const combobox = useCombobox({ defaultOpened: true });
  const typed = Array.from(debounced).length >= searchLimits.queryMin;
  const suggestions = useSuggestions(debounced);
  const recent = useRecentSearches(isMember);
  const clearRecent = useClearRecentSearches();

  const groups = typed ? (suggestions.data?.groups ?? []) : [];
  const hits: SearchHit[] = groups.flatMap((group) => group.items);
  const recentItems = !typed && isMember ? (recent.data?.items ?? []) : [];

  const leave = (to: string) => {
    combobox.closeDropdown();
    onClose();
    navigate(to);
  };

  const handleSubmit = (option: string) => {
    if (option === 'all') return leave(searchPath(value.trim()));
    if (option === 'clear') {
      clearRecent.mutate();
      return;
    }
    const [kind, rest] = [option.slice(0, option.indexOf(':')), option.slice(option.indexOf(':') + 1)];
    if (kind === 'recent') return leave(searchPath(rest));
    const hit = hits[Number(rest)];
    if (hit) leave(hit.path);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0 && value.trim()) {
      event.preventDefault();
      if (Array.from(value.trim()).length >= searchLimits.queryMin) leave(searchPath(value.trim()));
    }
  };

  let index = 0;
  const field = (
    <Combobox
      store={combobox}
      onOptionSubmit={handleSubmit}
      withinPortal={!fullScreen}
      width={fullScreen ? 'target' : 440}
      position="bottom-end"
      shadow="md"
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          className={fullScreen ? undefined : classes.field}
          aria-label={t('search.field.label')}
          placeholder={t('search.field.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            typed && suggestions.isFetching ? (
              <Loader size={14} aria-label={t('search.field.loading')} />
            ) : fullScreen ? null : (
              <CloseButton size="sm" aria-label={t('search.field.close')} onClick={onClose} />
            )
          }
          value={value}
          // The field opens where the button was: it takes the focus it was given.
          data-autofocus
          autoFocus
          type="search"
          enterKeyHint="search"
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={handleKeyDown}
        />
      </Combobox.Target>
      <Combobox.Dropdown className={classes.dropdown}>
        <Combobox.Options mah={fullScreen ? undefined : 480} style={{ overflowY: 'auto' }}>
          {!typed && recentItems.length > 0 && (
            <Combobox.Group label={t('search.recent.title')}>
              {recentItems.map((item) => (
                <Combobox.Option key={item.query} value={`recent:${item.query}`}>
                  <Group gap="xs" wrap="nowrap">
                    <IconClock size={16} aria-hidden />
                    <span>{item.query}</span>
                  </Group>
                </Combobox.Option>
              ))}
              <Combobox.Option value="clear" c="dimmed">
                <Group gap="xs" wrap="nowrap">
                  <IconTrash size={16} aria-hidden />
                  <span>{t('search.recent.clear')}</span>
                </Group>
              </Combobox.Option>
            </Combobox.Group>
          )}
          {!typed && recentItems.length === 0 && (
            <Combobox.Empty>{t('search.field.typeMore')}</Combobox.Empty>
          )}
          {typed &&
            groups.map((group) => (
              <Combobox.Group key={group.kind} label={t(`search.kinds.${group.kind}`)}>
                {group.items.map((hit) => {
                  const option = `hit:${index++}`;
                  return (
                    <Combobox.Option key={option} value={option}>
                      <Group gap="sm" wrap="nowrap">
                        <HitIcon hit={hit} size={32} />
                        <div className={classes.text}>
                          <Text size="sm" fw={600} truncate>
                            <Highlighted text={hit.title} query={debounced} />
                          </Text>
                          {hit.subtitle && (
                            <Text size="xs" c="dimmed" truncate>
                              {hit.subtitle}
                            </Text>
                          )}
                        </div>
                      </Group>
                    </Combobox.Option>
                  );
                })}
              </Combobox.Group>
            ))}
          {typed && !suggestions.isFetching && groups.length === 0 && (
            <Combobox.Empty>{t('search.field.nothing')}</Combobox.Empty>
          )}
          {typed && (
            <Combobox.Option value="all" className={classes.all}>
              <Group gap="xs" wrap="nowrap">
                <IconSearch size={16} aria-hidden />
                <span>{t('search.field.seeAll', { q: debounced })}</span>
              </Group>
            </Combobox.Option>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );

  if (!fullScreen) return field;
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={t('search.field.label')}
      closeButtonProps={{ 'aria-label': t('search.field.close') }}
    >
      {field}
    </Modal>
  );
}
