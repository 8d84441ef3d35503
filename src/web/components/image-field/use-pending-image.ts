import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { isAbortError } from '../../lib/upload';
import { useObjectUrl } from '../../lib/use-object-url';
import { type TransferHooks, type UploadTransfer, useUploadTransfer } from '../../lib/use-upload-transfer';

/** What a form's picture field says when a file is refused or sending fails, already translated. */
export interface PendingImageTexts {
  /** The file is not an image. */
  notImage: string;
  /** The file is over `maxBytes`. */
  tooLarge: string;
  /** Sending the picture failed (the item itself is saved). */
  uploadFailed: (error: unknown) => string;
  /** Removing the old picture failed; `uploadFailed` when absent. */
  removeFailed?: (error: unknown) => string;
}

export interface PendingImageOptions<T extends { id: string }> {
  /** The picture the item has now (the one being edited), or none. */
  current: string | null | undefined;
  maxBytes: number;
  texts: PendingImageTexts;
  /** Sends the picture of the saved item; `hooks` (progress, cancel) when `withProgress`. */
  upload: (id: string, file: File, hooks?: TransferHooks) => Promise<T>;
  remove: (id: string) => Promise<T>;
  /** The saved item's picture, to know whether there is one to remove. */
  pictureOf: (saved: T) => string | null;
  /** Large pictures (covers) show their progress and can be cancelled; a logo goes at once. */
  withProgress?: boolean;
}

export interface PendingImage<T> {
  /** What the field shows: the picked file's preview, else the current picture unless removed. */
  shown: string | null;
  /** Why the last picked file was refused, or null. */
  error: string | null;
  /** A file picked (or null: the picker closed): checked for type and size before it is kept. */
  pick: (file: File | null) => void;
  /** The picture is to be removed when the item is saved. */
  clear: () => void;
  /** The picture is being sent or removed after the item was saved. */
  isSending: boolean;
  transfer: UploadTransfer;
  /**
   * After the item is saved (a new one has no id before): sends the picked picture or removes the old
   * one, then gives the item as it stands to `done`. A failure or a cancel is told and leaves the item
   * saved as it is.
   */
  afterSave: (saved: T, done: (final: T) => void) => void;
}

/**
 * A form's picture (a cover, a logo) held until the item is saved: the picked file, its preview, the
 * removal of the current one, their checks and their sending. Drawn by `ImageField`.
 */
export const usePendingImage = <T extends { id: string }>(
  options: PendingImageOptions<T>,
): PendingImage<T> => {
  const { current, maxBytes, texts } = options;
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [isRemoved, setRemoved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const preview = useObjectUrl(file);
  const transfer = useUploadTransfer();

  const send = async (saved: T): Promise<T> => {
    if (file) {
      try {
        return options.withProgress
          ? await transfer.run(file.name, (hooks) => options.upload(saved.id, file, hooks))
          : await options.upload(saved.id, file);
      } catch (failure) {
        notify(
          isAbortError(failure)
            ? { message: t('common.upload.cancelled', { name: file.name }) }
            : { color: 'red', message: texts.uploadFailed(failure) },
        );
      }
    } else if (isRemoved && options.pictureOf(saved)) {
      try {
        return await options.remove(saved.id);
      } catch (failure) {
        notify({ color: 'red', message: (texts.removeFailed ?? texts.uploadFailed)(failure) });
      }
    }
    return saved;
  };

  return {
    shown: preview ?? (isRemoved ? null : (current ?? null)),
    error,
    pick: (picked) => {
      setError(null);
      if (!picked) return;
      if (!picked.type.startsWith('image/')) return setError(texts.notImage);
      if (picked.size > maxBytes) return setError(texts.tooLarge);
      setFile(picked);
      setRemoved(false);
    },
    clear: () => {
      setFile(null);
      setRemoved(true);
    },
    isSending,
    transfer,
    afterSave: (saved, done) => {
      setSending(true);
      void send(saved).then((final) => {
        setSending(false);
        done(final);
      });
    },
  };
};
