import { Button } from '@mantine/core';
import { IconAlertTriangle, IconUserPlus, IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StateIcon, StateScreen } from '../../../components/StateScreen';
import { useTranslation } from '../../../lib/i18n';
import { profilePaths } from '../paths';

/** 000 §8: a profile that fails to load shows 'Erreur' with a link back to /profile. */
export function ProfileErrorScreen({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <StateScreen
      icon={<StateIcon icon={IconAlertTriangle} color="red" />}
      title={t('profiles.states.errorTitle')}
      body={message}
      action={
        <Button component={Link} to={profilePaths.own}>
          {t('profiles.states.backToProfile')}
        </Button>
      }
    />
  );
}

/** An id that is not a UUID (nor a known username): the spec's message (000 §5). */
export function InvalidProfileIdScreen() {
  const { t } = useTranslation();
  return (
    <StateScreen
      icon={<StateIcon icon={IconUserQuestion} color="ochre" />}
      title={t('profiles.states.errorTitle')}
      body={t('profiles.validation.profileIdInvalid')}
      action={
        <Button component={Link} to={profilePaths.own}>
          {t('profiles.states.backToProfile')}
        </Button>
      }
    />
  );
}

/** A UUID that names no visible profile. */
export function ProfileNotFoundScreen() {
  const { t } = useTranslation();
  return (
    <StateScreen
      icon={<StateIcon icon={IconUserQuestion} color="gray" />}
      title={t('profiles.states.notFoundTitle')}
      body={t('profiles.states.notFoundBody')}
      action={
        <Button component={Link} to={profilePaths.own}>
          {t('profiles.states.backToProfile')}
        </Button>
      }
    />
  );
}

/** 000 §8: a member without a profile gets the 'Complete Your Profile' prompt. */
export function CompleteProfilePrompt() {
  const { t } = useTranslation();
  return (
    <StateScreen
      icon={<StateIcon icon={IconUserPlus} color="sankofa" />}
      title={t('profiles.states.promptTitle')}
      body={t('profiles.states.promptBody')}
      action={
        <Button component={Link} to={profilePaths.complete}>
          {t('profiles.states.promptAction')}
        </Button>
      }
    />
  );
}
