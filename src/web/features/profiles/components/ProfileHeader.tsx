import { Anchor, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAt, IconBriefcase, IconMail, IconMapPin, IconPencil, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ProfileView } from '../../../../common/contracts/profiles';
import { displayName } from '../../../../common/format';
import { ExternalLink } from '../../../components/ExternalLink';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { useTranslation } from '../../../lib/i18n';
import { intentHandlers } from '../../../lib/intent';
import { placeOf } from '../utils/location';
import { AvatarUploader } from './AvatarUploader';
import { MemberBadges } from './MemberBadges';
import { MetaText } from './MetaText';
import classes from './ProfileHeader.module.css';

/** The website without its scheme, as a link text ("awa.dev"). */
const websiteLabel = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

interface ProfileHeaderProps {
  profile: ProfileView;
  /** The owner's "Modifier le profil". */
  onEdit?: () => void;
  /** The pointer or the focus is on "Modifier le profil": time to fetch the form's code. */
  onEditIntent?: () => void;
  /** "Envoyer un email" on another member's profile. */
  onContact?: () => void;
  onContactIntent?: () => void;
  /** Replaces the details with the edit form (own profile, edit mode). */
  editForm?: ReactNode;
  /** Another member's connect button (features/connections). */
  connectAction?: ReactNode;
}

/**
 * The profile's header card (000 §2.7): picture, name, title, company, place, badges (Mentor, Certifié,
 * Ouvert aux opportunités), website; the owner's picture upload and edit button, or the contact button.
 */
export function ProfileHeader({
  profile,
  onEdit,
  onEditIntent,
  onContact,
  onContactIntent,
  editForm,
  connectAction,
}: ProfileHeaderProps) {
  const { t } = useTranslation();
  const name = displayName(profile);
  const place = placeOf(profile.location);

  return (
    <Card withBorder padding={0} className={classes.card}>
      <div className={classes.banner} aria-hidden />
      <Box px={{ base: 'md', sm: 'xl' }} pb={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" className={classes.top}>
          <ProfileAvatar
            src={profile.avatarUrl}
            name={name}
            size={112}
            className={classes.avatar}
            alt={profile.avatarUrl ? t('profiles.avatar.alt', { name }) : ''}
          />
          <Group gap="xs" wrap="wrap">
            {profile.isOwner && !editForm && <AvatarUploader profile={profile} layout="button" />}
            {onEdit && !editForm && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPencil size={14} stroke={1.8} aria-hidden />}
                onClick={onEdit}
                {...intentHandlers(onEditIntent)}
              >
                {t('profiles.page.edit')}
              </Button>
            )}
            {connectAction}
            {onContact && (
              <Button
                variant={connectAction ? 'default' : 'filled'}
                leftSection={<IconMail size={16} stroke={1.8} aria-hidden />}
                onClick={onContact}
                {...intentHandlers(onContactIntent)}
              >
                {t('profiles.page.contact')}
              </Button>
            )}
          </Group>
        </Group>

        <Title order={1} fz={{ base: 'h2', sm: 'h2' }} mt="md" className={classes.name}>
          {name}
        </Title>

        {editForm ?? (
          <Stack gap={6} mt={4}>
            {profile.title && (
              <Text fz="lg" fw={500} className={classes.wrap}>
                {profile.title}
              </Text>
            )}
            <Group gap="md" wrap="wrap">
              {profile.company && (
                <MetaText icon={IconBriefcase} className={classes.meta}>
                  {profile.company}
                </MetaText>
              )}
              {place && (
                <MetaText icon={IconMapPin} className={classes.meta}>
                  {place}
                </MetaText>
              )}
              {profile.email && !profile.isOwner && (
                <Anchor href={`mailto:${profile.email}`} size="sm" className={classes.meta}>
                  <IconAt size={16} stroke={1.8} aria-hidden />
                  {profile.email}
                </Anchor>
              )}
              {profile.website && (
                <ExternalLink href={profile.website} className={classes.meta} size="sm">
                  <IconWorld size={16} stroke={1.8} aria-hidden />
                  {websiteLabel(profile.website)}
                </ExternalLink>
              )}
            </Group>
            {profile.professionalStatus && (
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  {t('profiles.fields.status')} :{' '}
                </Text>
                {profile.professionalStatus.label}
              </Text>
            )}
            <MemberBadges
              isMentor={profile.isMentor}
              isCertified={profile.isCertified}
              isOpenToWork={profile.isOpenToWork}
              planBadge={profile.planBadge}
              gap="xs"
              mt={4}
            />
          </Stack>
        )}
      </Box>
    </Card>
  );
}
