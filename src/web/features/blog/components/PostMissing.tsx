import { MissingState } from '../../../components/MissingState';
import { useTranslation } from '../../../lib/i18n';

/** The error view of the blog's pages: 'Article non trouvé' (or the spec's other texts) and the way back. */
export function PostMissing({ title, message }: { title: string; message?: string }) {
  const { t } = useTranslation();
  return <MissingState title={title} message={message} back={{ to: '/blog', label: t('blog.backToBlog') }} />;
}
