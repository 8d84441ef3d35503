import { areaMissingState } from '../../../components/MissingState';

/** The error panel of the company screens (002 §2): the message and the way back to the directory. */
export const CompanyMissing = areaMissingState(
  { to: '/entreprises', labelKey: 'companies.form.backToDirectory' },
  'companies.form.back',
);
