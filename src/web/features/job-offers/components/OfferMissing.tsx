import { areaMissingState } from '../../../components/MissingState';

/** The error view of the offer screens (002 §2): the message and the way back to the offers. */
export const OfferMissing = areaMissingState(
  { to: '/emplois', labelKey: 'jobOffers.detail.back' },
  'jobOffers.edit.back',
);
