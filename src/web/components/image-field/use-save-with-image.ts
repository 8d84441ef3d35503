import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { PendingImage } from './use-pending-image';

/**
 * What a form with a picture does once its item is saved: sends the picture (or its removal), keeps the
 * item as it then stands in the detail's cache, and hands it to `onSaved`.
 */
export const useSaveWithImage = <T extends { id: string }>(
  image: PendingImage<T>,
  detailKey: (id: string) => QueryKey,
  onSaved: (saved: T) => void,
) => {
  const queryClient = useQueryClient();
  return (saved: T) =>
    image.afterSave(saved, (final) => {
      queryClient.setQueryData(detailKey(final.id), final);
      onSaved(final);
    });
};
