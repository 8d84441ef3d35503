import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBulb, IconSchool, IconUsersGroup, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/LogoMark';
import { ShellButton } from '../../../components/ShellButton';
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
    <Box component="section" className={classes.hero} aria-labelledby="landing-title">
      <Container size="lg" className={classes.heroInner}>
        <div className={classes.heroGrid}>
          <Stack gap="lg" justify="center">
            <span className={classes.eyebrow}>
              <IconWorld size={14} stroke={2} aria-hidden />
              {t('landing.hero.eyebrow')}
            </span>
            <Title order={1} id="landing-title" className={classes.heroTitle}>
              {t('landing.hero.title')}
            </Title>
            <Text size="lg" className={classes.heroLead}>
              {t('landing.hero.lead')}
            </Text>
            <div className={classes.heroActions}>
              <ShellButton
                size="lg"
                variant="accent"
                rightSection={<IconArrowRight size={18} stroke={2} aria-hidden />}
                onPointerEnter={onIntent}
                onFocus={onIntent}
                onClick={onSignUp}
              >
                {t('landing.hero.signup')}
              </ShellButton>
              <ShellButton
                size="lg"
                variant="outline-light"
                onPointerEnter={onIntent}
                onFocus={onIntent}
                onClick={onLogin}
              >
                {t('landing.hero.login')}
              </ShellButton>
            </div>
            <Text size="sm" className={classes.reassurance}>
              {t('landing.hero.reassurance')}
            </Text>
          </Stack>
          {heroImage ? (
            <Box className={classes.heroImageFrame} visibleFrom="md">
              {/* Decorative photo: the text beside it carries the message. */}
              <img src={heroImage} alt="" className={classes.heroImage} />
            </Box>
          ) : (
            <HeroVisual squareLogo={squareLogo} />
          )}
        </div>
      </Container>
    </Box>
  );
}

/** Decorative: the mark at the centre of the network it links (hidden from assistive technology). */
function HeroVisual({ squareLogo }: { squareLogo?: string | null }) {
  return (
    <Box className={classes.visual} aria-hidden visibleFrom="md">
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
    </Box>
  );
}
