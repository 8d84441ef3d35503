import { useTranslation } from './i18n';
import { notify } from './notify';

/** Native share where the browser has it, else the link copied (002 §2 "share action"). */
const share = async (data: ShareData & { url: string }): Promise<'shared' | 'copied' | 'failed'> => {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
};

/**
 * A page's 'Partager' (a job offer, a call for tenders): the browser's own sheet with the title, the
 * text and the address, or else the address copied; the member is told when it was copied or failed.
 * `path` is the site's path of the page.
 */
export const useShareLink = () => {
  const { t } = useTranslation();
  return async ({ path, ...data }: Omit<ShareData, 'url'> & { path: string }) => {
    const result = await share({ ...data, url: new URL(path, window.location.origin).toString() });
    if (result === 'copied') notify({ color: 'teal', message: t('common.share.copied') });
    if (result === 'failed') notify({ color: 'red', message: t('common.share.failed') });
  };
};
