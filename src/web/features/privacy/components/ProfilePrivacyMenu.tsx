import { ActionIcon } from '@mantine/core';
import { IconBan, IconDots, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LazyMenu, MenuItem } from '../../../components/overlays/LazyMenu';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useBlockMember, useRefreshAll } from '../api/privacy';
import { privacyPath } from '../paths';
import { ReportDialog } from './ReportDialog';

/**
 * The "more" menu of another member's profile (issue 22 §3): 'Signaler' and 'Bloquer' (after a
 * confirmation; the blocked list at /settings/privacy follows, where it is undone). Mounted when the
 * member reaches for its button (LazyMenu), as the feed's and the connections' menus are: built with
 * the profile, its popover, portal and transitions rendered in the page's largest commit.
 */
export function ProfilePrivacyMenu({ profileId, name }: { profileId: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const block = useBlockMember();
  const refresh = useRefreshAll();
  const [isReporting, setReporting] = useState(false);
  const [isBlocking, setBlocking] = useState(false);

  const confirmBlock = () =>
    block.mutate(profileId, {
      onSuccess: () => {
        setBlocking(false);
        notify({ color: 'sankofa', message: t('privacy.block.done', { name }) });
        void Promise.resolve(navigate(privacyPath)).then(refresh);
      },
    });

  return (
    <>
      <LazyMenu
        position="bottom-end"
        withinPortal
        shadow="md"
        target={
          <ActionIcon variant="default" size="lg" aria-label={t('privacy.menu')}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        }
      >
        <MenuItem leftSection={<IconFlag size={16} aria-hidden />} onClick={() => setReporting(true)}>
          {t('privacy.report.action')}
        </MenuItem>
        <MenuItem
          color="red"
          leftSection={<IconBan size={16} aria-hidden />}
          onClick={() => setBlocking(true)}
        >
          {t('privacy.block.action')}
        </MenuItem>
      </LazyMenu>
      <ReportDialog
        opened={isReporting}
        onClose={() => setReporting(false)}
        targetType="member"
        targetId={profileId}
      />
      <ConfirmDialog
        opened={isBlocking}
        title={t('privacy.block.title', { name })}
        message={t('privacy.block.message', { name })}
        confirmLabel={t('privacy.block.confirm')}
        isPending={block.isPending}
        error={block.error ? t(errorMessageKey(block.error)) : null}
        onConfirm={confirmBlock}
        onClose={() => {
          block.reset();
          setBlocking(false);
        }}
      />
    </>
  );
}
