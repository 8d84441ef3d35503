import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import type { ProfileView } from '../../../../common/contracts/profiles';
import { lazyPart } from '../../../components/overlays/lazy-part';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { acceptedAvatarTypes, checkAvatarFile } from '../utils/check-avatar-file';

// The crop library weighs on no page until a picture is picked (DESIGN §6: crop loads lazily).
const loadCropDialog = () => import('./AvatarCropDialog');
const AvatarCropDialog = lazyPart(loadCropDialog, 'AvatarCropDialog');

interface Source {
  url: string;
  /** An object URL made here, to release once the dialog is done with it. */
  isOwned: boolean;
}

interface AvatarUploaderProps {
  profile: ProfileView;
  /** `row`: picture and button side by side (forms); `button`: the button only (profile header). */
  layout?: 'row' | 'button';
  /** Offers to recrop the current picture as well (000 §2.7 recrop screen). */
  canRecropCurrent?: boolean;
}

/**
 * The avatar's upload (000 §5): an image of 5 MB at most, checked before anything is sent, then the
 * crop dialog. The header and the profile show the new picture as soon as it is saved.
 */
export function AvatarUploader({ profile, layout = 'row', canRecropCurrent = false }: AvatarUploaderProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<Source | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (source?.isOwned) URL.revokeObjectURL(source.url);
    },
    [source],
  );

  const handleFile = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const issue = await checkAvatarFile(file);
    if (issue) {
      setProblem(t(issue));
      return;
    }
    setSource({ url: URL.createObjectURL(file), isOwned: true });
  };

  const handleUploaded = () => {
    setSource(null);
    notify({ color: 'teal', message: t('profiles.avatar.uploaded') });
  };

  const hasAvatar = Boolean(profile.avatarUrl);
  const buttons = (
    <Group gap="xs">
      <FileButton onChange={(file) => void handleFile(file)} accept={acceptedAvatarTypes}>
        {(props) => (
          <Button
            {...props}
            variant={layout === 'button' ? 'default' : 'light'}
            size={layout === 'button' ? 'xs' : 'sm'}
            leftSection={<IconCamera size={16} stroke={1.8} aria-hidden />}
            onMouseEnter={() => void loadCropDialog()}
            onFocus={() => void loadCropDialog()}
          >
            {t(hasAvatar ? 'profiles.avatar.change' : 'profiles.avatar.add')}
          </Button>
        )}
      </FileButton>
      {canRecropCurrent && profile.avatarUrl && (
        <Button
          variant="default"
          size={layout === 'button' ? 'xs' : 'sm'}
          onClick={() => profile.avatarUrl && setSource({ url: profile.avatarUrl, isOwned: false })}
        >
          {t('profiles.avatar.recropCurrent')}
        </Button>
      )}
    </Group>
  );

  return (
    <>
      {layout === 'row' ? (
        <Group gap="md" wrap="nowrap" align="center">
          <ProfileAvatar
            src={profile.avatarUrl}
            name={profile.fullName}
            size={72}
            alt={hasAvatar ? t('profiles.avatar.current') : ''}
          />
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('profiles.avatar.label')}
            </Text>
            {buttons}
            <Text size="xs" c="dimmed">
              {t('profiles.avatar.hint')}
            </Text>
          </Stack>
        </Group>
      ) : (
        buttons
      )}
      {problem && (
        <Text size="sm" c="red.8" role="alert" mt={4}>
          {problem}
        </Text>
      )}
      {source && (
        <Suspense fallback={null}>
          <AvatarCropDialog
            src={source.url}
            opened
            onClose={() => setSource(null)}
            onUploaded={handleUploaded}
          />
        </Suspense>
      )}
    </>
  );
}
