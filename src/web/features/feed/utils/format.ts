import { numberFormat } from '../../../lib/intl';

/** File sizes as the spec writes them (002 §9): Bytes, KB, MB or GB. */
export const fileSize = (bytes: number, language: string): string => {
  const steps = ['Bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let step = 0;
  while (value >= 1024 && step < steps.length - 1) {
    value /= 1024;
    step += 1;
  }
  const digits = step === 0 ? 0 : 1;
  return `${numberFormat(language, { maximumFractionDigits: digits }).format(value)} ${steps[step]}`;
};
