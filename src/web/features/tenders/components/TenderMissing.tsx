import { areaMissingState } from '../../../components/MissingState';

/** The error view of the tender screens (002 §2): the message and the way back to the list. */
export const TenderMissing = areaMissingState({ to: '/appels-offres', labelKey: 'tenders.backToList' });
