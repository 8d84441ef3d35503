import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../lib/i18n';
import type { KeptDraft } from '../lib/use-kept-draft';
import { ConfirmDialog } from './ConfirmDialog';
import { Notice } from './Notice';

/**
 * What a form with a kept draft (lib/use-kept-draft.ts) tells the member: that what they had typed came
 * back, with a way to start again from the saved version, and, when they leave the page
 * with unsaved changes, a question first. A form shows one at most: a page has one such guard.
 */
export function KeptDraftNotices({ draft }: { draft: KeptDraft }) {
  const { t } = useTranslation();
  const [showRestored, setShowRestored] = useState(draft.isRestored);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      draft.hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <>
      {showRestored && (
        <Notice>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('common.draft.restored')}</Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                draft.discard();
                setShowRestored(false);
              }}
            >
              {t('common.draft.discard')}
            </Button>
          </Group>
        </Notice>
      )}
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={t('common.draft.leaveTitle')}
        message={t('common.draft.leaveBody')}
        confirmLabel={t('common.draft.leave')}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </>
  );
}
