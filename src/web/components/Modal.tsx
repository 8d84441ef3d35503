import type { ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { type Overlays, useOverlays } from './overlays/load-overlays';

/**
 * Mantine's `Modal`, mounted the first time it opens rather than with its page. A closed Mantine modal
 * still renders its root, its portal (which renders a second time once mounted) and two transitions:
 * a feed of ten posts, each with its delete and report dialogs, spent a third of its first renders on
 * thirty-four dialogs nobody had opened (docs/areas/web-performance.md). Mantine's modal code loads with
 * the first dialog that opens (overlays/load-overlays.ts). Once opened it stays mounted, so it closes with
 * its transition; it opens one frame after it mounts, so the first opening has its transition too. Its
 * close button is named 'Fermer' (common.close) unless `closeButtonProps` names it. Biome refuses
 * Mantine's `Modal` elsewhere (`biome.json`).
 */
export function Modal({ opened, ...props }: ModalProps) {
  const [wanted, setWanted] = useState(opened);
  const [shown, setShown] = useState(opened);
  if (opened && !wanted) setWanted(true);
  const overlays = useOverlays(wanted);
  const mounted = wanted && overlays !== undefined;
  useEffect(() => {
    if (mounted) setShown(opened);
  }, [mounted, opened]);
  return mounted ? <MountedModal overlays={overlays} opened={opened && shown} {...props} /> : null;
}

/** The opened-once modal; the catalog is read only here, not by the dialogs nobody opened. */
function MountedModal({ overlays, closeButtonProps, ...props }: ModalProps & { overlays: Overlays }) {
  const { t } = useTranslation();
  const { Modal: MantineModal } = overlays;
  return (
    <MantineModal closeButtonProps={{ 'aria-label': t('common.close'), ...closeButtonProps }} {...props} />
  );
}
