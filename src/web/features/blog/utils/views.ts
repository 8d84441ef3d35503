import type { Language } from '../../../../common/i18n/index';
import { numberFormat } from '../../../lib/intl';
import type { Translate } from '../../../lib/translator';

/** '1 234 vues': an article's readers, the number in the language's digits grouping. */
export const viewsLabel = (t: Translate, language: Language, count: number): string =>
  t('blog.viewsCount', { count, n: numberFormat(language).format(count) });
