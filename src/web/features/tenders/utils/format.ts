import { budgetParts, type TenderDetail } from '../../../../common/contracts/tenders';
import { localeOf } from '../../../lib/dates';
import { numberFormat } from '../../../lib/intl';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The estimated budget as 002 §9 words it («min - max €», «À partir de», «Jusqu'à»), or null. */
export const budgetLabel = (
  t: Translate,
  language: string,
  min: number | null,
  max: number | null,
): string | null => {
  const parts = budgetParts(min, max);
  if (!parts) return null;
  const amount = (value: number | undefined) =>
    numberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(value ?? 0);
  return t(`tenders.budget.${parts.kind}`, { min: amount(parts.min), max: amount(parts.max) });
};

/** The contract's duration: the custom text, else the chosen one ('3 mois'). */
export const durationLabel = (
  t: Translate,
  tender: Pick<TenderDetail, 'dureeContrat' | 'dureeContratPersonnalisee'>,
): string | null => {
  if (tender.dureeContrat === 'personnalisee') return tender.dureeContratPersonnalisee;
  return tender.dureeContrat ? t(`tenders.durations.${tender.dureeContrat}`) : null;
};
