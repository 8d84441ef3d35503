import { Box, Button, Group, Progress, Slider, Stack, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { FormFailure } from '../../../components/FormFailure';
import { Modal } from '../../../components/Modal';
import { Note } from '../../../components/Note';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { isAbortError } from '../../../lib/upload';
import { useUploadAvatar } from '../api/upload-avatar';
import { cropToJpeg } from '../utils/crop-image';

/** 000 §5, §9: zoom 1 to 3, a 300 px preview. */
const minZoom = 1;
const maxZoom = 3;
const previewSize = 300;

interface AvatarCropDialogProps {
  /** Object URL of the picked file, or the current avatar's URL (recrop). */
  src: string;
  opened: boolean;
  onClose: () => void;
  onUploaded: () => void;
}

/**
 * The square, round crop of 000 §5 (react-easy-crop; loaded only when a picture is chosen), then the
 * upload of the JPEG (quality 0.95) drawn on a canvas.
 */
export function AvatarCropDialog({ src, opened, onClose, onUploaded }: AvatarCropDialogProps) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [isCropping, setCropping] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The share sent (0 to 1) while the picture uploads; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);
  const transfer = useRef<AbortController | null>(null);

  const handleSave = async () => {
    if (!area) return;
    setFailure(null);
    setCropping(true);
    let image: Blob;
    try {
      image = await cropToJpeg(src, area);
    } catch {
      setFailure(t('profiles.avatar.cropError'));
      return;
    } finally {
      setCropping(false);
    }
    const controller = new AbortController();
    transfer.current = controller;
    setProgress(0);
    upload.mutate(
      { image, signal: controller.signal, onProgress: setProgress },
      {
        onSuccess: onUploaded,
        // A cancel is the member's choice: said plainly, not as an error.
        onError: (error) =>
          setFailure(t(isAbortError(error) ? 'profiles.avatar.cancelled' : errorMessageKey(error))),
        onSettled: () => {
          transfer.current = null;
          setProgress(null);
        },
      },
    );
  };

  const handleCancelUpload = () => transfer.current?.abort();

  const isBusy = isCropping || upload.isPending;

  return (
    <Modal
      opened={opened}
      onClose={isBusy ? () => undefined : onClose}
      title={t('profiles.avatar.cropTitle')}
      centered
      radius="lg"
      size="md"
    >
      <Stack gap="md">
        <Note>{t('profiles.avatar.cropHint')}</Note>
        <Box
          pos="relative"
          h={previewSize}
          bg="dark.7"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        >
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={1}
            minZoom={minZoom}
            maxZoom={maxZoom}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            mediaProps={{ alt: t('profiles.avatar.cropImageAlt') }}
            cropperProps={{ 'aria-label': t('profiles.avatar.cropArea'), role: 'group' }}
          />
        </Box>
        <Group gap="sm" wrap="nowrap">
          <IconZoomOut size={18} stroke={1.8} aria-hidden />
          <Slider
            flex={1}
            min={minZoom}
            max={maxZoom}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            thumbLabel={t('profiles.avatar.zoom')}
            label={(value) => `${value.toFixed(1)}×`}
          />
          <IconZoomIn size={18} stroke={1.8} aria-hidden />
        </Group>
        {progress !== null && (
          <Stack gap={4}>
            <Text size="sm" aria-hidden>
              {t('profiles.avatar.uploading', { percent: Math.round(progress * 100) })}
            </Text>
            <Progress
              value={progress * 100}
              aria-label={t('profiles.avatar.uploading', { percent: Math.round(progress * 100) })}
            />
          </Stack>
        )}
        <FormFailure message={failure} />
        <Group justify="flex-end" gap="sm">
          {progress !== null ? (
            <Button variant="default" onClick={handleCancelUpload}>
              {t('profiles.avatar.cancelUpload')}
            </Button>
          ) : (
            <Button variant="default" onClick={onClose} disabled={isBusy}>
              {t('profiles.actions.cancel')}
            </Button>
          )}
          <Button onClick={() => void handleSave()} loading={isBusy} disabled={!area}>
            {t('profiles.avatar.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
