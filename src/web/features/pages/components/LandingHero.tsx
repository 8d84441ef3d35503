import { IconArrowRight, IconBulb, IconSchool, IconUsersGroup, IconWorld } from '@tabler/icons-react';
import { LogoMark } from '../../../components/LogoMark';
import primitives from '../../../components/primitives.module.css';
import { ShellButton } from '../../../components/ShellButton';
import { useTranslation } from '../../../lib/i18n';
import { intentHandlers } from '../../../lib/intent';
import classes from './Landing.module.css';
import type { LandingActions } from './landing-actions';

interface LandingHeroProps extends LandingActions {
  /** The main hero image of the admin dashboard, in place of the illustration. */
  heroImage?: string | null;
  /** An uploaded square logo, in place of the mark at the centre of the illustration. */
  squareLogo?: string | null;
}

/** First screen of the landing: the promise, sign-up first, login second. */
export function LandingHero({ onSignUp, onLogin, onIntent, heroImage, squareLogo }: LandingHeroProps) {
  const { t } = useTranslation();
  return (
    <section className={classes.hero} aria-labelledby="landing-title">
      <div className={`${primitives.containerLg} ${classes.heroInner}`}>
        <div className={classes.heroGrid}>
          <div className={`${primitives.stack} ${classes.heroCopy}`}>
            <span className={classes.eyebrow}>
              <IconWorld size={14} stroke={2} aria-hidden />
              {t('landing.hero.eyebrow')}
            </span>
            <h1 id="landing-title" className={`${primitives.title} ${classes.heroTitle}`}>
              {t('landing.hero.title')}
            </h1>
            <p className={`${primitives.text} ${classes.heroLead}`} data-size="lg">
              {t('landing.hero.lead')}
            </p>
            <div className={classes.heroActions}>
              <ShellButton
                size="lg"
                variant="accent"
                rightSection={<IconArrowRight size={18} stroke={2} aria-hidden />}
                {...intentHandlers(onIntent)}
                onClick={onSignUp}
              >
                {t('landing.hero.signup')}
              </ShellButton>
              <ShellButton size="lg" variant="outline-light" {...intentHandlers(onIntent)} onClick={onLogin}>
                {t('landing.hero.login')}
              </ShellButton>
            </div>
            <p className={`${primitives.text} ${classes.reassurance}`} data-size="sm">
              {t('landing.hero.reassurance')}
            </p>
          </div>
          {heroImage ? (
            <div className={classes.heroImageFrame}>
              {/* Decorative photo: the text beside it carries the message. */}
              <img src={heroImage} alt="" className={classes.heroImage} />
            </div>
          ) : (
            <HeroVisual squareLogo={squareLogo} />
          )}
        </div>
      </div>
    </section>
  );
}

/** Decorative: the mark at the centre of the network it links (hidden from assistive technology). */
function HeroVisual({ squareLogo }: { squareLogo?: string | null }) {
  return (
    <div className={classes.visual} aria-hidden>
      <div className={classes.ring} data-size="lg" />
      <div className={classes.ring} data-size="md" />
      <div className={classes.ring} data-size="sm" />
      <div className={classes.visualMark}>
        {squareLogo ? (
          <img src={squareLogo} alt="" width={112} height={112} className={classes.visualLogo} />
        ) : (
          <LogoMark size={112} />
        )}
      </div>
      <span className={classes.node} data-pos="1">
        <IconUsersGroup size={26} stroke={1.7} />
      </span>
      <span className={classes.node} data-pos="2">
        <IconSchool size={26} stroke={1.7} />
      </span>
      <span className={classes.node} data-pos="3">
        <IconBulb size={26} stroke={1.7} />
      </span>
      <span className={classes.node} data-pos="4">
        <IconWorld size={26} stroke={1.7} />
      </span>
    </div>
  );
}
