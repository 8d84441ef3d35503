import { formatClaim } from '../../../../common/format';
import primitives from '../../../components/primitives.module.css';
import { useTranslation } from '../../../lib/i18n';
import { useHomeStats } from '../api/get-home-stats';
import classes from './Landing.module.css';

const placeholderCount = 4;

/**
 * The landing claims (000 §1: 5K+ professionnels…), as the admins set them in the home statistics.
 * Same-sized placeholders while they load; nothing at all when there are none (only real figures).
 */
export function LandingClaims() {
  const { t } = useTranslation();
  const stats = useHomeStats();
  const items = stats.data?.items ?? [];
  if (!stats.isPending && items.length === 0) return null;

  return (
    <section className={classes.claims} aria-labelledby="landing-claims-title" aria-busy={stats.isPending}>
      <h2 id="landing-claims-title" className={primitives.visuallyHidden}>
        {t('landing.claims.title')}
      </h2>
      <div className={primitives.containerLg}>
        {stats.isPending ? (
          <div className={classes.claimList} aria-hidden>
            {Array.from({ length: placeholderCount }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
              <div key={index} className={classes.claim}>
                <span className={classes.claimLabelPlaceholder} />
                <span className={classes.claimValuePlaceholder} />
              </div>
            ))}
          </div>
        ) : (
          <dl className={classes.claimList} data-count={Math.min(items.length, 4)}>
            {items.map((item) => (
              <div key={item.id} className={classes.claim}>
                <dt className={`${primitives.text} ${classes.claimLabel}`}>{item.label}</dt>
                <dd className={`${primitives.text} ${classes.claimValue}`}>{formatClaim(item.value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
