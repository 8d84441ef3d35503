import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';

/**
 * Mantine's `Modal`, mounted the first time it opens rather than with its page. A closed Mantine modal
 * still renders its root, its portal (which renders a second time once mounted) and two transitions:
 * a feed of ten posts, each with its delete and report dialogs, spent a third of its first renders on
 * thirty-four dialogs nobody had opened (docs/areas/web-performance.md). Once opened it stays mounted,
 * so it closes with its transition; it opens one frame after it mounts, so the first opening has its
 * transition too. Its close button is named 'Fermer' (common.close) unless `closeButtonProps` names it.
 * Biome refuses Mantine's `Modal` elsewhere (`biome.json`).
 */
export function Modal({ opened, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(opened);
  const [shown, setShown] = useState(opened);
  if (opened && !mounted) setMounted(true);
  useEffect(() => {
    setShown(opened);
  }, [opened]);
  return mounted ? <MountedModal opened={opened && shown} {...props} /> : null;
}

/** The opened-once modal; the catalog is read only here, not by the dialogs nobody opened. */
function MountedModal({ closeButtonProps, ...props }: ModalProps) {
  const { t } = useTranslation();
  return (
    <MantineModal closeButtonProps={{ 'aria-label': t('common.close'), ...closeButtonProps }} {...props} />
  );
}
