import { Card, Text, Title } from '@mantine/core';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import classes from './AboutSection.module.css';

/** "À propos": the member's bio as they wrote it (line breaks kept). */
export function AboutSection({ bio, isOwner }: { bio: string | null; isOwner: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="about-title" padding="lg">
      <Title order={2} fz="h3" id="about-title" mb="sm">
        {t('profiles.about.title')}
      </Title>
      {bio ? (
        <Text className={classes.bio}>{bio}</Text>
      ) : (
        <Note>{t(isOwner ? 'profiles.about.emptyOwn' : 'profiles.about.empty')}</Note>
      )}
    </Card>
  );
}
