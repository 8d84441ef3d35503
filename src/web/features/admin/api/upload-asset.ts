import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetSlot, AssetUploadResponse, PublicSettings } from '../../../../common/contracts/settings';
import { isErrorCode } from '../../../../common/errors';
import { ApiError } from '../../../lib/api-client';
import { publicSettingsQueryKey } from '../../../lib/public-settings';

export interface UploadAssetInput {
  slot: AssetSlot;
  file: File;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The API's error for a failed upload; a bare status (a proxy's page) still maps to a code. */
const toUploadError = (status: number, body: unknown): ApiError => {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (error && isErrorCode(error.code)) {
    return new ApiError(status, error.code, typeof error.message === 'string' ? error.message : '');
  }
  if (status === 413) return new ApiError(status, 'file_too_large', `HTTP ${status}`);
  if (status === 415) return new ApiError(status, 'unsupported_file_type', `HTTP ${status}`);
  if (status === 401) return new ApiError(status, 'unauthenticated', `HTTP ${status}`);
  if (status === 403) return new ApiError(status, 'forbidden', `HTTP ${status}`);
  return new ApiError(
    status,
    status >= 502 && status <= 504 ? 'network' : 'internal_error',
    `HTTP ${status}`,
  );
};

/**
 * Uploads an image to a dashboard slot (multipart, field `file`). The JSON client does not send forms,
 * hence this one fetch; it fails with the same `ApiError` codes.
 */
export const uploadAsset = async ({ slot, file }: UploadAssetInput): Promise<AssetUploadResponse> => {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/v1/admin/settings/assets/${slot}`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      body: form,
    });
  } catch (cause) {
    throw new ApiError(0, 'network', cause instanceof Error ? cause.message : 'Network error');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) throw toUploadError(response.status, body);
  // The shape is AssetUploadResponse of common/contracts; the server validates what it sends.
  return body as AssetUploadResponse;
};

export const useUploadAsset = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAsset,
    onSuccess: ({ slot, url }) => {
      queryClient.setQueryData<PublicSettings>(publicSettingsQueryKey, (current) =>
        current ? { ...current, assets: { ...current.assets, [slot]: url } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
  });
};
