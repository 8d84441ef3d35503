import { errorMessageKey } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';
import { notify } from '../lib/notify';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** What the dialog reads of a TanStack mutation (`useMutation`'s result). */
interface ConfirmedMutation {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

export interface ConfirmMutationDialogProps
  extends Omit<ConfirmDialogProps, 'isPending' | 'error' | 'onConfirm'> {
  mutation: ConfirmedMutation;
  /** Runs the mutation with the dialog's callbacks: `(then) => remove.mutate(offer.id, then)`. */
  run: (then: { onSuccess: () => void }) => void;
  /**
   * Once the server has confirmed (never before): the text of the toast, or the screen's own way of
   * saying it (the back office's closable toast).
   */
  done: string | (() => void);
  /** The dialog's alert when it failed; by default the error's own text. */
  errorText?: (error: Error) => string;
  /** After the toast and the dialog's closing: leave the page, say so to a list. */
  onDone?: () => void;
}

/**
 * Asks before a destructive action on the server (delete an offer, leave a group), runs it, says so in a
 * toast once it is done, and keeps the dialog open with the failure read out when it is not. Closing
 * clears the failure, so the next opening starts clean.
 */
export function ConfirmMutationDialog({
  mutation,
  run,
  done,
  errorText,
  onDone,
  onClose,
  ...dialog
}: ConfirmMutationDialogProps) {
  const { t } = useTranslation();
  const failure = mutation.error;
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      {...dialog}
      isPending={mutation.isPending}
      error={failure ? (errorText ? errorText(failure) : t(errorMessageKey(failure))) : null}
      onConfirm={() =>
        run({
          onSuccess: () => {
            if (typeof done === 'string') notify({ color: 'teal', message: done });
            else done();
            close();
            onDone?.();
          },
        })
      }
      onClose={close}
    />
  );
}
