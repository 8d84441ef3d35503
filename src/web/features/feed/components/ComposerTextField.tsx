import { useDebouncedValue } from '@mantine/hooks';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { HashtagCount } from '../../../../common/contracts/feed';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { useTranslation } from '../../../lib/i18n';
import { useHashtagSuggestions } from '../api/get-hashtags';
import { hashtagAtCaret } from '../utils/post-text';
import classes from './PostComposer.module.css';

interface ComposerTextFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The id of the message about the text, when there is one. */
  errorId?: string;
  /** A post in a group: its posts take no hashtags, so none are suggested and the hint says so. */
  isInGroup?: boolean;
}

/**
 * The composer's text with hashtag suggestions (002 §9: the top 10 among the latest 1000 posts) while a
 * '#word' is typed: arrows move through them, Enter or Tab picks one, Escape closes them.
 */
export function ComposerTextField({ value, onChange, errorId, isInGroup = false }: ComposerTextFieldProps) {
  const { t } = useTranslation();
  const field = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [isDismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const pendingCaret = useRef<number | null>(null);
  const listId = useId();

  const typed = caret === null ? null : hashtagAtCaret(value, caret);
  const [query] = useDebouncedValue(typed?.query ?? null, 150);
  const suggestions = useHashtagSuggestions(typed && !isDismissed && !isInGroup ? query : null);
  const items: HashtagCount[] =
    typed && !isDismissed && !isInGroup
      ? (suggestions.data?.items ?? []).filter((item) => item.tag !== typed.query.toLocaleLowerCase('fr'))
      : [];
  const isOpen = items.length > 0;

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !field.current) return;
    field.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    setCaret(pendingCaret.current);
    pendingCaret.current = null;
  });

  const trackCaret = () => {
    const element = field.current;
    if (element) setCaret(element.selectionStart === element.selectionEnd ? element.selectionStart : null);
  };

  const pick = (item: HashtagCount) => {
    if (!typed || caret === null) return;
    const insert = `#${item.display} `;
    const next = value.slice(0, typed.start) + insert + value.slice(caret).replace(/^\s/u, '');
    pendingCaret.current = typed.start + insert.length;
    setActive(-1);
    onChange(next);
    field.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isOpen) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && active >= 0) {
      const item = items[active];
      if (!item) return;
      event.preventDefault();
      pick(item);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className={classes.textWrap}>
      <GrowingTextarea
        ref={field}
        label={t('feed.composer.textLabel')}
        labelProps={{ className: classes.srOnly }}
        placeholder={t(isInGroup ? 'feed.composer.groupPlaceholder' : 'feed.composer.placeholder')}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setDismissed(false);
          setActive(-1);
          const element = event.currentTarget;
          setCaret(element.selectionStart === element.selectionEnd ? element.selectionStart : null);
        }}
        onSelect={trackCaret}
        onClick={trackCaret}
        onKeyUp={(event) => {
          if (!['ArrowDown', 'ArrowUp', 'Enter', 'Tab', 'Escape'].includes(event.key)) trackCaret();
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => window.setTimeout(() => setCaret(null), 150)}
        minRows={5}
        maxRows={14}
        data-autofocus
        variant="unstyled"
        classNames={{ input: classes.textInput }}
        aria-describedby={errorId}
        aria-controls={isOpen ? listId : undefined}
        aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
      />
      {isOpen && (
        <div className={classes.suggestions}>
          <p className={classes.suggestionsTitle} id={`${listId}-title`}>
            {t('feed.composer.suggestions')}
          </p>
          <div
            role="listbox"
            id={listId}
            aria-labelledby={`${listId}-title`}
            className={classes.suggestionList}
          >
            {items.map((item, index) => (
              // The options are reached from the text with the arrows (aria-activedescendant), so the
              // text keeps the focus; a click picks one too.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard path is the text field's onKeyDown.
              <div
                key={item.tag}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={classes.suggestion}
                data-active={index === active || undefined}
                // Picking must not blur the text first (the caret would be lost).
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(item)}
              >
                <span className={classes.suggestionTag}>#{item.display}</span>
                <span className={classes.suggestionCount}>
                  {t('feed.hashtags.postCount', { count: item.count })}
                </span>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
