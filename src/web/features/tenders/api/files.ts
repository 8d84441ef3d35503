import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tenderEndpoints } from '../../../../common/contracts/tenders';
import { api } from '../../../lib/api';
import { upload } from '../../../lib/upload';
import type { TransferHooks } from '../../../lib/use-upload-transfer';
import { tenderKeys } from './query-keys';

/** Attaches one annex to the tender (its owner); the detail's list is read again. */
export const useUploadTenderFile = (tenderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, hooks }: { file: File; hooks?: TransferHooks }) =>
      upload(tenderEndpoints.uploadFile, { params: { tenderId }, file, fileName: file.name, ...hooks }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tenderId) }),
  });
};

/** Deletes an annex (its uploader). */
export const useRemoveTenderFile = (tenderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => api(tenderEndpoints.removeFile, { params: { fileId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tenderId) }),
  });
};

/** A fresh signed link (3600 s) for the annex, asked at the moment of the click. */
export const getTenderFileLink = (fileId: string) => api(tenderEndpoints.fileLink, { params: { fileId } });
