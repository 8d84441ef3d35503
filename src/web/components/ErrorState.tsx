import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n';
import classes from './ErrorState.module.css';
import primitives from './primitives.module.css';
import { ShellButton } from './ShellButton';

interface ErrorStateProps {
  /** Catalog key of the heading; "something went wrong" by default. */
  titleKey?: string;
  /** Catalog key of the explanation; the generic "try again" text by default. */
  messageKey?: string;
  onRetry: () => void;
}

/** A page-sized error with a retry button. Plain markup: the routes' error boundary is on every first load. */
export function ErrorState({
  titleKey = 'routeError.title',
  messageKey = 'common.panelError',
  onRetry,
}: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className={`${primitives.center} ${classes.root}`}>
      <div className={`${primitives.stack} ${classes.content}`}>
        <div className={`${primitives.themeIcon} ${classes.icon}`} data-color="ochre" aria-hidden>
          <IconAlertTriangle size={34} stroke={1.6} />
        </div>
        <h1 className={`${primitives.title} ${classes.title}`}>{t(titleKey)}</h1>
        <p className={`${primitives.text} ${primitives.dimmed}`}>{t(messageKey)}</p>
        <ShellButton onClick={onRetry}>{t('common.retry')}</ShellButton>
      </div>
    </div>
  );
}
