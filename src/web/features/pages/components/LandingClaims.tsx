import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './Landing.module.css';

const claims = ['professionals', 'mentors', 'projects', 'countries'] as const;

/** The four landing claims of 000 §1. */
export function LandingClaims() {
  const { t } = useTranslation();
  return (
    <section className={classes.claims} aria-labelledby="landing-claims-title">
      <h2 id="landing-claims-title" className={classes.visuallyHidden}>
        {t('landing.claims.title')}
      </h2>
      <Container size="lg">
        <dl className={classes.claimList}>
          {claims.map((claim) => (
            <div key={claim} className={classes.claim}>
              <Text component="dt" className={classes.claimLabel}>
                {t(`landing.claims.${claim}.label`)}
              </Text>
              <Text component="dd" className={classes.claimValue}>
                {t(`landing.claims.${claim}.value`)}
              </Text>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
