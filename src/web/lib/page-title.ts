import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from './i18n';
import { useSiteName } from './public-settings';

/**
 * The window title of a page, "<title> · <site name>" (`app.documentTitle`). `title` is text, already
 * translated: many titles are data (a member's name, a hashtag, a page's own title). Undefined leaves the
 * window title as it is (a page whose title is still loading).
 */
export const usePageTitle = (title: string | undefined) => {
  const { t } = useTranslation();
  const site = useSiteName();
  useDocumentTitle(title === undefined ? '' : t('app.documentTitle', { title, site }));
};

/**
 * `<meta name="robots" content="noindex">` while a page that stands for a member who opted out of search
 * engines is shown (issue 22 §2: their profile, their mentor's page); the server writes the same tag into
 * the page it serves at that address.
 */
export const useNoindex = (noindex: boolean) => {
  useEffect(() => {
    if (!noindex || document.querySelector('meta[name="robots"]')) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [noindex]);
};
