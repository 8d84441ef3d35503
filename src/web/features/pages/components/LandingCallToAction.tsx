import { Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ShellButton } from '../../../components/ShellButton';
import classes from './Landing.module.css';
import type { LandingActions } from './landing-actions';

/** Closing call to action of the landing. */
export function LandingCallToAction({ onSignUp, onIntent }: Pick<LandingActions, 'onSignUp' | 'onIntent'>) {
  const { t } = useTranslation();
  return (
    <section className={classes.cta} aria-labelledby="landing-cta-title">
      <Container size="md">
        <Stack align="center" ta="center" gap="md" className={classes.ctaInner}>
          <Title order={2} id="landing-cta-title" c="white">
            {t('landing.cta.title')}
          </Title>
          <Text size="lg" className={classes.heroLead} maw={560}>
            {t('landing.cta.body')}
          </Text>
          <ShellButton
            size="lg"
            variant="accent"
            className={classes.ctaButton}
            rightSection={<IconArrowRight size={18} stroke={2} aria-hidden />}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            onClick={onSignUp}
          >
            {t('landing.cta.button')}
          </ShellButton>
        </Stack>
      </Container>
    </section>
  );
}
