import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { UploadProgress } from '../../../components/UploadProgress';
import { useTranslation } from '../../../lib/i18n';
import type { KeptDraft } from '../../../lib/use-kept-draft';
import type { UploadTransfer } from '../../../lib/use-upload-transfer';

/**
 * The foot of the article editor (001 §2.19): an image's upload progress, or 'Brouillon gardé sur cet
 * appareil' while the draft is kept, and 'Annuler' (back to `backTo`) and 'Enregistrer' (held while an
 * image uploads, or once saved).
 */
export function PostEditorActions({
  transfer,
  draft,
  backTo,
  isSaving,
}: {
  transfer: UploadTransfer;
  draft: KeptDraft;
  backTo: string;
  isSaving: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      {transfer.current ? (
        <div style={{ flex: 1, minWidth: 200 }}>
          <UploadProgress transfer={transfer} />
        </div>
      ) : (
        <Text size="xs" c="dimmed" aria-live="polite">
          {draft.isDirty && !draft.isSaved ? t('common.draft.kept') : ''}
        </Text>
      )}
      <Group gap="sm">
        <Button component={Link} to={backTo} variant="default">
          {t('blog.editor.cancel')}
        </Button>
        <Button type="submit" loading={isSaving} disabled={transfer.current !== null || draft.isSaved}>
          {t('blog.editor.save')}
        </Button>
      </Group>
    </Group>
  );
}
