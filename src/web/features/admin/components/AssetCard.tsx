import type { TitleOrder } from '@mantine/core';
import { Badge, Button, Card, FileButton, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormFailure } from '../../../components/FormFailure';
import { Note } from '../../../components/Note';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useRemoveAsset } from '../api/remove-asset';
import { useUploadAsset } from '../api/upload-asset';
import type { AssetPreview, AssetSlotView } from '../utils/asset-slots';
import { acceptedImageTypes, checkImageFile, type ImageFileProblem } from '../utils/check-image-file';
import classes from './AssetCard.module.css';

const problemKeys: Record<ImageFileProblem, string> = {
  unsupportedType: 'admin.dashboard.unsupportedType',
  tooLarge: 'errors.file_too_large',
  unreadable: 'admin.dashboard.readError',
};

const surfaceOf = (preview: AssetPreview) => {
  switch (preview) {
    case 'footerLogo':
      return 'footer';
    case 'squareWhite':
      return 'dark';
    case 'hero':
      return 'hero';
    default:
      return 'light';
  }
};

/** The server's reason, in the catalog's words (the type error has the spec's own sentence). */
const uploadReasonKey = (error: unknown) =>
  isApiError(error) && error.code === 'unsupported_file_type'
    ? 'admin.dashboard.unsupportedType'
    : errorMessageKey(error);

interface AssetCardProps {
  view: AssetSlotView;
  /** The slot's current public URL, or null when the site uses its default image. */
  url: string | null;
  headingOrder?: TitleOrder;
}

/**
 * One image slot of the dashboard: preview at its display size, recommendation, upload (checked in the
 * browser first, 000 §5) and removal after a confirmation.
 */
export function AssetCard({ view, url, headingOrder = 3 }: AssetCardProps) {
  const { t } = useTranslation();
  const upload = useUploadAsset();
  const remove = useRemoveAsset();
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setChecking] = useState(false);
  const [isConfirmOpen, confirm] = useDisclosure(false);
  const resetRef = useRef<() => void>(null);

  const title = t(view.titleKey, { number: view.number });
  const isBusy = isChecking || upload.isPending || remove.isPending;
  const errorPrefixKey =
    view.kind === 'logo' ? 'admin.dashboard.uploadLogoError' : 'admin.dashboard.uploadImageError';

  const handleFile = async (file: File | null) => {
    // Picking the same file again after a failure must fire again.
    resetRef.current?.();
    if (!file) return;
    setError(null);
    setChecking(true);
    const problem = await checkImageFile(file);
    setChecking(false);
    if (problem) {
      setError(t(problemKeys[problem]));
      return;
    }
    upload.mutate(
      { slot: view.slot, file },
      {
        onSuccess: () =>
          notify({
            color: 'sankofa',
            message: t('admin.dashboard.uploaded', { name: title }),
          }),
        onError: (uploadError) => setError(t(errorPrefixKey, { message: t(uploadReasonKey(uploadError)) })),
      },
    );
  };

  const handleRemove = () => {
    setError(null);
    remove.mutate(view.slot, {
      onSuccess: () => {
        confirm.close();
        notify({
          color: 'sankofa',
          message: t('admin.dashboard.removed', { name: title }),
        });
      },
      onError: (removeError) => {
        confirm.close();
        setError(t('admin.dashboard.removeError', { message: t(errorMessageKey(removeError)) }));
      },
    });
  };

  const surface = surfaceOf(view.preview);

  return (
    <Card withBorder padding="lg" radius="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={headingOrder} fz="md" fw={700}>
            {title}
          </Title>
          <Badge variant="light" color={url ? 'sankofa' : 'gray'} radius="sm" style={{ flexShrink: 0 }}>
            {t(url ? 'admin.dashboard.custom' : 'admin.dashboard.default')}
          </Badge>
        </Group>
        <Note>{t(view.hintKey)}</Note>

        <div className={classes.tile} data-surface={surface}>
          {url ? (
            <AssetPreviewImage
              preview={view.preview}
              url={url}
              alt={t('admin.dashboard.previewAlt', { name: title })}
            />
          ) : (
            <div className={classes.empty}>
              <IconPhoto size={28} stroke={1.4} aria-hidden />
              <span>{t('admin.dashboard.empty')}</span>
            </div>
          )}
          <LoadingOverlay
            visible={isBusy}
            zIndex={2}
            overlayProps={{ blur: 1 }}
            loaderProps={{ size: 'sm' }}
          />
        </div>

        <Text size="xs" c="dimmed">
          {t('admin.dashboard.formats')}
        </Text>

        <FormFailure
          message={error}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setError(null)}
          p="xs"
        />

        <Group gap="xs" mt="auto">
          <FileButton resetRef={resetRef} accept={acceptedImageTypes} onChange={handleFile} disabled={isBusy}>
            {(props) => (
              <Button
                {...props}
                size="sm"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending || isChecking}
                disabled={isBusy}
                aria-label={t(url ? 'admin.dashboard.replaceNamed' : 'admin.dashboard.chooseNamed', {
                  name: title,
                })}
              >
                {t(url ? 'admin.dashboard.replace' : 'admin.dashboard.choose')}
              </Button>
            )}
          </FileButton>
          {url && (
            <Button
              size="sm"
              variant="subtle"
              color="red"
              px="xs"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={confirm.open}
              disabled={isBusy}
              aria-label={t('admin.dashboard.removeNamed', { name: title })}
            >
              {t('admin.dashboard.remove')}
            </Button>
          )}
        </Group>
      </Stack>

      <ConfirmDialog
        opened={isConfirmOpen}
        title={t('admin.dashboard.removeConfirmTitle')}
        message={t('admin.dashboard.removeConfirmBody', { name: title })}
        confirmLabel={t('admin.dashboard.remove')}
        isPending={remove.isPending}
        onConfirm={handleRemove}
        onClose={confirm.close}
      />
    </Card>
  );
}

function AssetPreviewImage({ preview, url, alt }: { preview: AssetPreview; url: string; alt: string }) {
  switch (preview) {
    case 'headerLogo':
      return <img src={url} alt={alt} className={classes.logo} style={{ height: 40 }} />;
    case 'footerLogo':
      return <img src={url} alt={alt} className={classes.logo} style={{ height: 32 }} />;
    case 'square':
    case 'squareWhite':
      return <img src={url} alt={alt} className={classes.square} />;
    case 'hero':
      return <img src={url} alt={alt} className={classes.hero} loading="lazy" />;
  }
}
