import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import { useId } from 'react';
import type { Language } from '../../../common/i18n/index';
import {
  changeLanguage,
  currentLanguage,
  interfaceLanguages,
  isLanguage,
  useTranslation,
} from '../../lib/i18n';
import classes from './LanguageSelect.module.css';
import shellField from './shell-field.module.css';

/**
 * Français / English / Português: switches the interface at once and is remembered on this device.
 * A native select (styled here) keeps the footer out of the input components' code on first load.
 */
export function LanguageSelect() {
  const { t, language } = useTranslation();
  const id = useId();
  const value: Language = isLanguage(language) ? language : currentLanguage();

  return (
    <div className={classes.root}>
      <label htmlFor={id} className={classes.label}>
        {t('footer.language')}
      </label>
      <div className={classes.control}>
        <IconWorld size={16} stroke={1.8} className={classes.icon} aria-hidden />
        <select
          id={id}
          className={`${classes.select} ${shellField.field}`}
          value={value}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isLanguage(next)) void changeLanguage(next);
          }}
        >
          {interfaceLanguages.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`language.${language}`)}
            </option>
          ))}
        </select>
        <IconChevronDown size={14} stroke={2} className={classes.chevron} aria-hidden />
      </div>
    </div>
  );
}
