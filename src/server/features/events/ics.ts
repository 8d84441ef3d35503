/*
 * An event as an iCalendar file (RFC 5545): one VEVENT in a VCALENDAR, times in UTC ("Z"), texts
 * escaped (§3.3.11), lines folded at 75 octets (§3.1) and ended by CRLF.
 */

export interface IcsEvent {
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url: string;
  geo?: { lat: number; lon: number } | null;
  organizer?: { name: string | null; email: string } | null;
  /** The event's last change (LAST-MODIFIED). */
  updated: Date;
}

/** `20261203T180000Z`. */
export const icsTime = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Control characters a content line may not hold (RFC 5545 §3.1): all but tab, and the line breaks escaped below. */
const notIcs = /(?![\t\n\r])\p{Cc}/gu;

/** A TEXT value: control characters dropped; backslashes, semicolons, commas and line breaks escaped. */
export const icsText = (value: string): string =>
  value
    .replace(notIcs, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (CN=…): quoted, without the characters a quoted value cannot hold. */
const icsParam = (value: string): string => `"${value.replace(notIcs, '').replace(/["\r\n]/g, '')}"`;

/** Folds a content line into lines of at most 75 octets, never inside a UTF-8 character. */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts in their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

/** The `.ics` text of one event. */
export const toIcs = (event: IcsEvent, productId: string): string => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `LAST-MODIFIED:${icsTime(event.updated)}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.geo ? [`GEO:${event.geo.lat.toFixed(6)};${event.geo.lon.toFixed(6)}`] : []),
    ...(event.organizer
      ? [
          `ORGANIZER${event.organizer.name ? `;CN=${icsParam(event.organizer.name)}` : ''}:mailto:${event.organizer.email}`,
        ]
      : []),
    `URL:${event.url}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
};
