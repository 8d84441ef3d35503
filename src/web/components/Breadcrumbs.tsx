import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import classes from './Breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (always the last item). */
  to?: string;
}

interface BreadcrumbsProps {
  /** The trail after "Accueil", ending with the current page. */
  items: BreadcrumbItem[];
}

/** "Accueil › … › page" (000 §2.4): a labelled navigation list, the current page marked as such. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { t } = useTranslation();
  const trail: BreadcrumbItem[] = [{ label: t('breadcrumbs.home'), to: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumbs.label')} className={classes.root}>
      <ol className={classes.list}>
        {trail.map((item, index) => {
          const isCurrent = index === trail.length - 1;
          return (
            <li key={`${item.to ?? ''}|${item.label}`} className={classes.item}>
              {isCurrent || !item.to ? (
                <span aria-current={isCurrent ? 'page' : undefined} className={classes.current}>
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} className={classes.link}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
