import {
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLayoutDashboard, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { AdminPromotionResponse } from '../../../../common/contracts/admin';
import type { SessionUser } from '../../../../common/contracts/auth';
import { DoneNotice } from '../../../components/DoneNotice';
import { FormFailure } from '../../../components/FormFailure';
import { Note } from '../../../components/Note';
import { Notice } from '../../../components/Notice';
import { QueryFailure } from '../../../components/QueryFailure';
import { SplashScreen } from '../../../components/SplashScreen';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../../auth';
import { useAdminSetupStatus } from '../api/get-admin-setup';
import { usePromoteSelf } from '../api/promote-self';
import { AdminSignInForm } from '../components/AdminSignInForm';
import { adminPaths } from '../paths';

/** The catalog text of a failed promotion: the spec's sentence for a refusal (000 §8 "Admin setup"). */
const promotionErrorKey = (error: unknown) =>
  isApiError(error) && error.code === 'forbidden' ? 'admin.setup.notAuthorized' : errorMessageKey(error);

const successKey: Record<AdminPromotionResponse['status'], string> = {
  already_admin: 'admin.setup.alreadyAdmin',
  promoted: 'admin.setup.promoted',
};

/**
 * /admin-setup (000 §2.9, §4 "Admin setup"): sign in, then become admin under the bootstrap rule.
 * States: loading, success (already admin or just promoted), error.
 */
export function AdminSetupPage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.data?.user;
  useDocumentTitle(t('admin.setup.documentTitle', { site: t('app.name') }));

  if (session.isPending) return <SplashScreen />;

  return (
    <Container size={520} py={{ base: 40, sm: 72 }} w="100%">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="lg">
          <Stack gap="xs" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconShieldLock size={30} stroke={1.6} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('admin.setup.title')}
            </Title>
            <Note>{t(user ? 'admin.setup.introSignedIn' : 'admin.setup.introSignedOut')}</Note>
          </Stack>
          {user ? <PromotionPanel key={user.id} user={user} /> : <AdminSignInForm />}
        </Stack>
      </Paper>
    </Container>
  );
}

function PromotionPanel({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const status = useAdminSetupStatus(user.id);
  const promote = usePromoteSelf();
  const signOut = useSignOut();
  const [token, setToken] = useState('');
  const needsToken = status.data?.needsToken === true;

  const handlePromote = (event: FormEvent) => {
    event.preventDefault();
    promote.mutate(needsToken ? { token: token.trim() } : {});
  };

  const handleSignOut = () =>
    signOut.mutate(undefined, {
      onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
    });

  // Already admin on arrival counts as the "already admin" success of the spec.
  const success: AdminPromotionResponse['status'] | null =
    promote.data?.status ?? (status.data?.isAdmin ? 'already_admin' : null);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="sm" bg="gray.0">
        <Text size="xs" c="dimmed" fw={600}>
          {t('admin.setup.signedInAs')}
        </Text>
        <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
          {user.email}
        </Text>
      </Paper>

      {status.isPending ? (
        <Center py="md" role="status">
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Note>{t('admin.setup.checking')}</Note>
          </Group>
        </Center>
      ) : status.isError ? (
        <QueryFailure error={status.error} onRetry={() => void status.refetch()} />
      ) : success ? (
        <>
          <DoneNotice>{t(successKey[success])}</DoneNotice>
          <Button
            component={Link}
            to={adminPaths.dashboard}
            leftSection={<IconLayoutDashboard size={18} aria-hidden />}
            fullWidth
          >
            {t('admin.setup.goToDashboard')}
          </Button>
        </>
      ) : (
        <>
          <FormFailure message={promote.isError && t(promotionErrorKey(promote.error))} />
          {!status.data.canPromote && (
            <Notice>
              <Text size="sm" id="admin-setup-unavailable">
                {t(
                  status.data.adminExists
                    ? 'admin.setup.cannotPromote'
                    : 'admin.setup.cannotPromoteNotListed',
                )}
              </Text>
            </Notice>
          )}
          <form onSubmit={handlePromote} noValidate>
            <Stack gap="md">
              {needsToken && (
                <PasswordInput
                  label={t('admin.setup.tokenLabel')}
                  description={t('admin.setup.tokenHint')}
                  value={token}
                  onChange={(event) => setToken(event.currentTarget.value)}
                  autoComplete="one-time-code"
                  spellCheck={false}
                  required
                  visibilityToggleButtonProps={{
                    'aria-label': t('auth.showPassword'),
                  }}
                />
              )}
              <Button
                type="submit"
                loading={promote.isPending}
                disabled={!status.data.canPromote || (needsToken && token.trim() === '')}
                aria-describedby={status.data.canPromote ? undefined : 'admin-setup-unavailable'}
                leftSection={<IconShieldLock size={18} aria-hidden />}
                fullWidth
              >
                {t('admin.setup.become')}
              </Button>
            </Stack>
          </form>
        </>
      )}

      <Button
        variant="default"
        onClick={handleSignOut}
        loading={signOut.isPending}
        leftSection={<IconLogout size={18} aria-hidden />}
        fullWidth
      >
        {t('admin.setup.signOut')}
      </Button>
    </Stack>
  );
}
