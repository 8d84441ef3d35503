import { type CsvColumn, frenchDate } from '../../lib/csv';
import type { SubscriberRecord } from './newsletter.repository';

/** The CSV of /admin/newsletter (001 §9): e-mail and signup date, in French as the back office exports. */
export const subscriberCsvColumns: readonly CsvColumn<SubscriberRecord>[] = [
  { header: 'admin.newsletter.csv.email', cell: (record) => record.email },
  { header: 'admin.newsletter.csv.createdAt', cell: (record) => frenchDate(record.createdAt) },
];
