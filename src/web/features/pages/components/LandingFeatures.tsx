import { IconArrowRight, IconBulb, IconSchool, IconUsersGroup } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import primitives from '../../../components/primitives.module.css';
import { useTranslation } from '../../../lib/i18n';
import { pagePath } from '../paths';
import classes from './Landing.module.css';

type FeatureKey = 'network' | 'mentoring' | 'projects';

interface Feature {
  key: FeatureKey;
  Icon: ComponentType<{ size?: number; stroke?: number }>;
  color: string;
}

const features: Feature[] = [
  { key: 'network', Icon: IconUsersGroup, color: 'sankofa' },
  { key: 'mentoring', Icon: IconSchool, color: 'ochre' },
  { key: 'projects', Icon: IconBulb, color: 'indigo' },
];

interface LandingFeaturesProps {
  /** Where each card leads (/network, /mentors, /projects); a card without one is not a link yet. */
  links: Partial<Record<FeatureKey, string>>;
}

/** Réseau, Mentorat, Projets: what members come for (000 §2.5), and the link to every feature. */
export function LandingFeatures({ links }: LandingFeaturesProps) {
  const { t } = useTranslation();
  return (
    <section className={classes.features} aria-labelledby="landing-features-title">
      <div className={primitives.containerLg}>
        <div className={`${primitives.stack} ${classes.featuresIntro}`}>
          <p className={`${primitives.text} ${primitives.kicker}`}>{t('landing.features.kicker')}</p>
          <h2 id="landing-features-title" className={primitives.title}>
            {t('landing.features.title')}
          </h2>
          <p className={`${primitives.text} ${primitives.dimmed}`} data-size="lg">
            {t('landing.features.subtitle')}
          </p>
        </div>
        <div className={classes.featureGrid}>
          {features.map(({ key, Icon, color }) => {
            const to = links[key];
            return (
              <article key={key} className={classes.featureCard} data-linked={to ? true : undefined}>
                <div
                  className={`${primitives.themeIcon} ${classes.featureIcon}`}
                  data-color={color}
                  aria-hidden
                >
                  <Icon size={28} stroke={1.7} />
                </div>
                <h3 className={`${primitives.title} ${classes.featureTitle}`}>
                  {to ? (
                    // The link's box covers the card (CSS), so the whole card is clickable.
                    <Link to={to} className={classes.featureLink}>
                      {t(`landing.features.${key}.title`)}
                    </Link>
                  ) : (
                    t(`landing.features.${key}.title`)
                  )}
                </h3>
                <p className={`${primitives.text} ${primitives.dimmed}`}>
                  {t(`landing.features.${key}.body`)}
                </p>
              </article>
            );
          })}
        </div>
        <div className={classes.moreFeatures}>
          <Link to={pagePath('fonctionnalites')} className={classes.moreLink}>
            {t('landing.features.more')}
            <IconArrowRight size={18} stroke={2} aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}
