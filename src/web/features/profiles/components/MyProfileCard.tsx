import { Card } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProfileView } from '../../../../common/contracts/profiles';
import { FormFailure } from '../../../components/FormFailure';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useMyProfile } from '../api/get-my-profile';
import { Loading } from './Loading';

/** The card of a page editing the member's own profile: its form once the profile is read. */
export function MyProfileCard({ children }: { children: (profile: ProfileView) => ReactNode }) {
  const { t } = useTranslation();
  const profile = useMyProfile();
  return (
    <Card withBorder padding="xl" radius="lg">
      {profile.isPending ? (
        <Loading />
      ) : profile.isError ? (
        <FormFailure message={t(errorMessageKey(profile.error))} />
      ) : (
        children(profile.data)
      )}
    </Card>
  );
}
