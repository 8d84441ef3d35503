import type { ProfileCard } from '../../../../common/contracts/profiles';

/** Suggestions without a name or a location are dropped (000 §2.7, §8 "Suggestions"). */
export const isListable = (card: ProfileCard): boolean =>
  card.fullName.trim() !== '' && (card.location?.ville.trim() || card.location?.pays.trim() || '') !== '';
