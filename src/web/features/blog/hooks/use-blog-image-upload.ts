import { blogLimits } from '../../../../common/contracts/blog';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { isAbortError } from '../../../lib/upload';
import { useUploadTransfer } from '../../../lib/use-upload-transfer';
import { uploadBlogImage } from '../api/posts';

/** The image types the editor offers; the server checks the bytes again. */
export const blogImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * An article's image (the featured one, one in the text, the gallery): checked here first (type, size,
 * with the spec's texts), then typed by its bytes on the server. Its progress and cancel are `transfer`
 * (shown by `UploadProgress`); `upload` answers the stored image's URL, or undefined when it was refused
 * or cancelled (the member was told).
 */
export const useBlogImageUpload = () => {
  const { t } = useTranslation();
  const transfer = useUploadTransfer();

  const upload = async (file: File | null): Promise<string | undefined> => {
    const refuse = (key: string) => {
      notify({ color: 'red', message: t(key), autoClose: blogLimits.toastMs });
      return undefined;
    };
    if (!file) return refuse('blog.errors.imageMissing');
    if (!blogImageTypes.includes(file.type)) return refuse('blog.errors.imageType');
    if (file.size > blogLimits.imageMaxBytes) return refuse('blog.errors.imageTooLarge');
    try {
      return (await transfer.run(file.name, (hooks) => uploadBlogImage(file, hooks))).url;
    } catch (error) {
      if (isAbortError(error)) {
        notify({ message: t('common.upload.cancelled', { name: file.name }), autoClose: blogLimits.toastMs });
        return undefined;
      }
      const message =
        isApiError(error) && error.status === 401
          ? t('blog.errors.imageSignedOut')
          : error instanceof Error
            ? error.message
            : '';
      notify({
        color: 'red',
        message: `${t('blog.editor.imageUpdateError').replace('...', '')}${message}`,
        autoClose: blogLimits.toastMs,
      });
      return undefined;
    }
  };

  return { upload, transfer };
};
