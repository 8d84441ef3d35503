import { Readable } from 'node:stream';
import { translate } from './i18n';

/*
 * The back office's CSV exports (plans/001 X3, decision 11): `;` separator (what a French Excel
 * splits on), UTF-8 with a BOM (so Excel reads the accents), CRLF line ends, RFC 4180 quoting, and a
 * guard against formula injection: a cell starting with = + - @, a tab or a carriage return is
 * prefixed with `'`, so a spreadsheet shows it as text instead of running it.
 */

export const csvSeparator = ';';
const bom = '\uFEFF';

export type CsvCell = string | number | null | undefined;

/** One cell: guarded, then quoted when it holds the separator, a quote or a line break. */
export const csvCell = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(csvSeparator)}\r\n`;

/**
 * A CSV file as a stream: the BOM and the header line, then each batch of rows as it is read, so an
 * export of every member never sits whole in memory. `batches` yields rows until the data runs out.
 */
export const csvStream = <Row>(
  header: readonly string[],
  batches: AsyncIterable<readonly Row[]>,
  toCells: (row: Row) => readonly CsvCell[],
): Readable =>
  Readable.from(
    (async function* () {
      yield bom + csvLine(header);
      for await (const rows of batches) {
        if (rows.length > 0) yield rows.map((row) => csvLine(toCells(row))).join('');
      }
    })(),
    { objectMode: false },
  );

/** One column of an export: the i18n key of its header and what its cell shows of a row. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvCell;
}

/** An export declared by its columns (in an area's presenter): French headers, then `csvStream`. */
export const csvExport = <Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): Readable =>
  csvStream(
    columns.map((column) => translate(column.header)),
    batches,
    (row) => columns.map((column) => column.cell(row)),
  );

const parisDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `dd/mm/yyyy` in Paris time. */
export const frenchDate = (date: Date): string => parisDate.format(date);
/** `dd/mm/yyyy HH:mm` in Paris time. */
export const frenchDateTime = (date: Date): string => parisDateTime.format(date).replace(',', '');

/** The day's date for a file name: `utilisateurs-2026-11-25.csv` (Paris day). */
export const csvFileName = (stem: string, now: Date = new Date()): string => {
  const [day, month, year] = frenchDate(now).split('/');
  return `${stem}-${year}-${month}-${day}.csv`;
};

/**
 * Parses a CSV file made by a spreadsheet (the back office's imports): a BOM is dropped, the separator
 * is `;` or `,` (whichever the first line holds more of, outside quotes), RFC 4180 quotes (a quoted
 * cell may hold the separator, `""` and line breaks), CRLF or LF line ends. Returns every line's cells,
 * blank lines included as `[]` so line numbers stay those of the file (1-based: `rows[i]` is line i+1).
 */
export const parseCsv = (input: string): string[][] => {
  const text = input.startsWith(bom) ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let started = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += char;
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
      started = true;
    } else if (char === separator) {
      row.push(cell);
      cell = '';
      started = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      rows.push(started || cell !== '' ? [...row, cell] : []);
      row = [];
      cell = '';
      started = false;
    } else {
      cell += char;
      started = true;
    }
  }
  if (started || cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
};

/** `;` or `,`: the one the first line holds more of outside quotes (`;` on a tie: the French default). */
const detectSeparator = (text: string): ';' | ',' => {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
};
