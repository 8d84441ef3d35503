import { areaMissingState } from '../../../components/MissingState';

/** The error view of the blog's pages: 'Article non trouvé' (or the spec's other texts) and the way back. */
export const PostMissing = areaMissingState({ to: '/blog', labelKey: 'blog.backToBlog' });
