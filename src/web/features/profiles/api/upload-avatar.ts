import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvatarResponse, ProfileView } from '../../../../common/contracts/profiles';
import { isErrorCode } from '../../../../common/errors';
import { ApiError } from '../../../lib/api-client';
import { refreshOwnProfile } from './profile-cache';
import { profileKeys } from './query-keys';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The API's error for a failed upload; a bare status (a proxy's page) still maps to the avatar's codes. */
const toUploadError = (status: number, body: unknown): ApiError => {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (error && isErrorCode(error.code)) {
    return new ApiError(status, error.code, typeof error.message === 'string' ? error.message : '');
  }
  if (status === 413) return new ApiError(status, 'avatar_too_large', `HTTP ${status}`);
  if (status === 415) return new ApiError(status, 'avatar_not_image', `HTTP ${status}`);
  if (status === 401) return new ApiError(status, 'unauthenticated', `HTTP ${status}`);
  const code = status >= 502 && status <= 504 ? 'network' : 'internal_error';
  return new ApiError(status, code, `HTTP ${status}`);
};

/**
 * Sends the cropped avatar (multipart, field `file`): the JSON client does not send forms, hence this
 * one fetch. The server re-encodes it, stores it under `avatars/{userId}/…` and clears the recrop flag.
 */
export const uploadAvatar = async (image: Blob): Promise<AvatarResponse> => {
  const form = new FormData();
  form.append('file', image, 'avatar.jpg');
  let response: Response;
  try {
    response = await fetch('/api/v1/profiles/me/avatar', {
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
  // The shape is AvatarResponse of common/contracts; the server validates what it sends.
  return body as AvatarResponse;
};

export const useUploadAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatarUrl }) => {
      // The new picture shows at once; the refetch then brings the completion step.
      queryClient.setQueryData<ProfileView>(profileKeys.me, (current) =>
        current ? { ...current, avatarUrl, avatarNeedsRecrop: false } : current,
      );
      return refreshOwnProfile(queryClient);
    },
  });
};
