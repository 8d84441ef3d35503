import { useTranslation } from '../lib/i18n';
import { LogoMark } from './LogoMark';
import classes from './SplashScreen.module.css';

/**
 * Full-page logo shown while the app or the session loads (000 §2.3 "splash logo"); it matches the
 * splash of index.html, so the hand-over is seamless. Plain markup: it is on every first load.
 */
export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <div className={classes.splash} role="status" aria-live="polite">
      <div className={classes.mark}>
        <LogoMark size={64} />
      </div>
      <span className={classes.label}>{t('app.loading')}</span>
    </div>
  );
}
