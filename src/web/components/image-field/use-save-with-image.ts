import { type QueryKey, type UseMutationResult, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ContractForm, useContractForm } from '../../lib/use-contract-form';
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

interface ImageFormOptions<Values, T> {
  initialValues: Values;
  /** The picture held until the item is saved (`usePendingImage`). */
  image: PendingImage<T>;
  /** The item's detail query key, set to the item as it stands once its picture is sent. */
  detailKey: (id: string) => QueryKey;
  onSaved: (saved: T) => void;
  /** The draft kept on the device (`useContractForm`'s `keepDraft`). */
  keepDraft?: string;
}

/**
 * A contract form (`useContractForm`) whose item has a picture (a company's logo, an event's cover):
 * the item is saved, then its picture sent (`useSaveWithImage`), then handed to `onSaved`.
 */
export const useContractFormWithImage = <
  Values extends Record<string, unknown>,
  Schema extends z.ZodType,
  T extends { id: string },
>(
  schema: Schema,
  toBody: (values: Values) => z.input<Schema>,
  mutation: UseMutationResult<T, unknown, z.output<Schema>>,
  { initialValues, image, detailKey, onSaved, keepDraft }: ImageFormOptions<Values, T>,
): ContractForm<Values> => {
  const handleSaved = useSaveWithImage(image, detailKey, onSaved);
  return useContractForm(schema, toBody, mutation, { initialValues, onSuccess: handleSaved, keepDraft });
};
