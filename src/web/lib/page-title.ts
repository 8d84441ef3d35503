import { useDocumentTitle } from '@mantine/hooks';
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
