import { ActionIcon, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  formatFileSize,
  type TenderFile,
  tenderFileExtensions,
  tenderLimits,
} from '../../../../common/contracts/tenders';
import { Note } from '../../../components/Note';
import { UploadProgress } from '../../../components/UploadProgress';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { isAbortError } from '../../../lib/upload';
import { useUploadTransfer } from '../../../lib/use-upload-transfer';
import { getTenderFileLink, useRemoveTenderFile, useUploadTenderFile } from '../api/files';

interface TenderFilesProps {
  tenderId: string;
  files: readonly TenderFile[];
  /** The owner adds files (the wizard's Annexes step, the detail's 'Documents attachés'). */
  canUpload: boolean;
}

const accept = tenderFileExtensions.map((ext) => `.${ext}`).join(',');

/**
 * The annexes (002 §2 'Documents attachés', §5): name and size; a download through a fresh signed link;
 * the owner adds pdf, doc, docx, xls, xlsx or zip files of 10 MB at most, and deletes their own.
 */
export function TenderFiles({ tenderId, files, canUpload }: TenderFilesProps) {
  const { t } = useTranslation();
  const upload = useUploadTenderFile(tenderId);
  const remove = useRemoveTenderFile(tenderId);
  const transfer = useUploadTransfer();
  const sending = transfer.current !== null;
  const [downloading, setDownloading] = useState<string | null>(null);

  // One file at a time, each checked here first with the spec's texts; the server checks the bytes.
  const handleFiles = async (picked: File[]) => {
    for (const file of picked) {
      const ext = file.name.toLowerCase().split('.').at(-1) ?? '';
      if (!(tenderFileExtensions as readonly string[]).includes(ext)) {
        notify({ color: 'red', message: t('tenders.files.badType', { name: file.name }) });
        continue;
      }
      if (file.size > tenderLimits.fileMaxBytes) {
        notify({ color: 'red', message: t('tenders.files.tooLarge', { name: file.name }) });
        continue;
      }
      try {
        await transfer.run(file.name, (hooks) => upload.mutateAsync({ file, hooks }));
        notify({ color: 'teal', message: t('tenders.files.uploaded', { name: file.name }) });
      } catch (error) {
        // A cancel is the member's choice: said plainly, and the files after it are not sent.
        if (isAbortError(error)) {
          notify({ message: t('common.upload.cancelled', { name: file.name }) });
          return;
        }
        const code = isApiError(error) ? error.code : '';
        const message =
          code === 'tender_file_type'
            ? t('tenders.files.badType', { name: file.name })
            : code === 'tender_file_too_large'
              ? t('tenders.files.tooLarge', { name: file.name })
              : code === 'tender_files_full'
                ? t('tenders.files.full')
                : t('tenders.files.uploadError', { file: file.name });
        notify({ color: 'red', message });
      }
    }
  };

  const handleDownload = async (file: TenderFile) => {
    setDownloading(file.id);
    try {
      const link = await getTenderFileLink(file.id);
      // The answer is an attachment: the browser saves it and stays on the page.
      window.location.assign(link.url);
    } catch {
      notify({ color: 'red', message: t('tenders.files.downloadError') });
    } finally {
      setDownloading(null);
    }
  };

  const handleRemove = (file: TenderFile) =>
    remove.mutate(file.id, {
      onSuccess: () => notify({ color: 'teal', message: t('tenders.files.removed') }),
      onError: () => notify({ color: 'red', message: t('tenders.files.removeError') }),
    });

  return (
    <Stack gap="sm">
      {files.length === 0 ? (
        <Note>{t('tenders.files.empty')}</Note>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {files.map((file) => (
            <Paper key={file.id} component="li" withBorder radius="md" px="sm" py={8}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <IconFileText size={20} stroke={1.6} aria-hidden />
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={600} truncate>
                      {file.nomOriginal}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatFileSize(file.tailleBytes)}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    onClick={() => void handleDownload(file)}
                    loading={downloading === file.id}
                    aria-label={t('tenders.files.download', { name: file.nomOriginal })}
                  >
                    <IconDownload size={18} stroke={1.8} />
                  </ActionIcon>
                  {file.canDelete && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      onClick={() => handleRemove(file)}
                      loading={remove.isPending && remove.variables === file.id}
                      aria-label={t('tenders.files.remove', { name: file.nomOriginal })}
                    >
                      <IconTrash size={18} stroke={1.8} />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {canUpload && (
        <Group gap="sm" align="center">
          <FileButton onChange={(picked) => void handleFiles(picked)} accept={accept} multiple>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPaperclip size={16} stroke={1.8} aria-hidden />}
                disabled={sending || files.length >= tenderLimits.filesPerTender}
              >
                {t('tenders.files.pick')}
              </Button>
            )}
          </FileButton>
          {sending ? (
            <div style={{ flex: 1, minWidth: 200 }}>
              <UploadProgress transfer={transfer} />
            </div>
          ) : (
            <Text size="xs" c="dimmed">
              {t('tenders.files.hint')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
