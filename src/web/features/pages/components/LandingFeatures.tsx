import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconSchool, IconUsersGroup } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Landing.module.css';

interface Feature {
  key: 'network' | 'mentoring' | 'projects';
  Icon: ComponentType<{ size?: number; stroke?: number }>;
  color: string;
}

const features: Feature[] = [
  { key: 'network', Icon: IconUsersGroup, color: 'sankofa' },
  { key: 'mentoring', Icon: IconSchool, color: 'ochre' },
  { key: 'projects', Icon: IconBulb, color: 'indigo' },
];

/** Réseau, Mentorat, Projets: what members come for (000 §2.5). Plain cards until those pages exist. */
export function LandingFeatures() {
  const { t } = useTranslation();
  return (
    <section className={classes.features} aria-labelledby="landing-features-title">
      <Container size="lg">
        <Stack gap="sm" align="center" ta="center" maw={680} mx="auto" mb={48}>
          <Text className={classes.kicker}>{t('landing.features.kicker')}</Text>
          <Title order={2} id="landing-features-title">
            {t('landing.features.title')}
          </Title>
          <Text c="dimmed" size="lg">
            {t('landing.features.subtitle')}
          </Text>
        </Stack>
        <div className={classes.featureGrid}>
          {features.map(({ key, Icon, color }) => (
            <article key={key} className={classes.featureCard}>
              <ThemeIcon size={52} radius="md" variant="light" color={color} aria-hidden>
                <Icon size={28} stroke={1.7} />
              </ThemeIcon>
              <Title order={3} mt="lg" mb="xs">
                {t(`landing.features.${key}.title`)}
              </Title>
              <Text c="dimmed">{t(`landing.features.${key}.body`)}</Text>
            </article>
          ))}
        </div>
      </Container>
    </section>
  );
}
