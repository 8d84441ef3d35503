import { IconArrowRight } from '@tabler/icons-react';
import primitives from '../../../components/primitives.module.css';
import { ShellButton } from '../../../components/ShellButton';
import { useTranslation } from '../../../lib/i18n';
import { intentHandlers } from '../../../lib/intent';
import classes from './Landing.module.css';
import type { LandingActions } from './landing-actions';

/** Closing call to action of the landing. */
export function LandingCallToAction({ onSignUp, onIntent }: Pick<LandingActions, 'onSignUp' | 'onIntent'>) {
  const { t } = useTranslation();
  return (
    <section className={classes.cta} aria-labelledby="landing-cta-title">
      <div className={primitives.containerMd}>
        <div className={`${primitives.stack} ${classes.ctaInner}`}>
          <h2 id="landing-cta-title" className={`${primitives.title} ${classes.ctaTitle}`}>
            {t('landing.cta.title')}
          </h2>
          <p className={`${primitives.text} ${classes.heroLead} ${classes.ctaLead}`} data-size="lg">
            {t('landing.cta.body')}
          </p>
          <ShellButton
            size="lg"
            variant="accent"
            className={classes.ctaButton}
            rightSection={<IconArrowRight size={18} stroke={2} aria-hidden />}
            {...intentHandlers(onIntent)}
            onClick={onSignUp}
          >
            {t('landing.cta.button')}
          </ShellButton>
        </div>
      </div>
    </section>
  );
}
