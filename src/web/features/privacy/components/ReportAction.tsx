import { ActionIcon, Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { MenuItem } from '../../../components/overlays/LazyMenu';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { useTranslation } from '../../../lib/i18n';
import type { MemberReportTarget } from '../api/privacy';
import { ReportDialog } from './ReportDialog';

interface ReportActionProps {
  targetType: MemberReportTarget;
  targetId: string;
  /** An icon (a comment) or a small button (a group's page). */
  as?: 'icon' | 'button';
  /** The icon's accessible name ("Signaler le commentaire de Awa"). */
  label?: string;
}

/** 'Signaler' where another member's content is shown; the dialog asks for the reason. */
export function ReportAction({ targetType, targetId, as = 'button', label }: ReportActionProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const icon = <IconFlag size={16} aria-hidden />;
  return (
    <>
      {as === 'icon' ? (
        <LazyTooltip label={t('privacy.report.action')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => setOpen(true)}
            aria-label={label ?? t(`privacy.report.titles.${targetType}`)}
          >
            <IconFlag size={14} aria-hidden />
          </ActionIcon>
        </LazyTooltip>
      ) : (
        <Button variant="subtle" color="gray" size="xs" leftSection={icon} onClick={() => setOpen(true)}>
          {t(`privacy.report.titles.${targetType}`)}
        </Button>
      )}
      <ReportDialog
        opened={isOpen}
        onClose={() => setOpen(false)}
        targetType={targetType}
        targetId={targetId}
      />
    </>
  );
}

/**
 * 'Signaler' as an entry of an existing menu: the dialog must live outside the menu (its dropdown
 * unmounts when it closes), so the caller keeps the open state and renders ReportDialog beside the menu.
 */
export function ReportMenuItem({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <MenuItem leftSection={<IconFlag size={16} aria-hidden />} onClick={onClick}>
      {t('privacy.report.action')}
    </MenuItem>
  );
}
