import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvLine, csvStream, frenchDate, frenchDateTime, parseCsv } from './csv';

const read = async (stream: NodeJS.ReadableStream): Promise<string> => {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
};

describe('csv', () => {
  it('quotes the separator, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dit "oui"')).toBe('"dit ""oui"""');
    expect(csvCell('deux\nlignes')).toBe('"deux\nlignes"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('writes formulas as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Awa')).toBe('Awa');
    // A negative number is a number, not a formula someone typed.
    expect(csvCell(-3)).toBe('-3');
  });

  it('ends lines with CRLF and streams a BOM, the header and the batches', async () => {
    expect(csvLine(['a', 'b'])).toBe('a;b\r\n');
    async function* batches() {
      yield [{ n: 'Zoé' }];
      yield [];
      yield [{ n: 'Awa' }];
    }
    const text = await read(csvStream(['Nom'], batches(), (row) => [row.n]));
    expect(text).toBe('\uFEFFNom\r\nZoé\r\nAwa\r\n');
  });

  it('writes French dates in Paris time and dated file names', () => {
    const date = new Date('2026-03-01T23:30:00Z');
    expect(frenchDate(date)).toBe('02/03/2026');
    expect(frenchDateTime(date)).toBe('02/03/2026 00:30');
    expect(csvFileName('utilisateurs', date)).toBe('utilisateurs-2026-03-02.csv');
  });
});

describe('parseCsv', () => {
  it('reads `;` files with a BOM and CRLF, and `,` files without', () => {
    expect(parseCsv('\uFEFFnom;email\r\nAwa Diallo;awa@example.com\r\n')).toEqual([
      ['nom', 'email'],
      ['Awa Diallo', 'awa@example.com'],
    ]);
    expect(parseCsv('nom,email\nKofi,kofi@example.com')).toEqual([
      ['nom', 'email'],
      ['Kofi', 'kofi@example.com'],
    ]);
  });

  it('keeps quoted separators, doubled quotes and line breaks inside a cell', () => {
    expect(parseCsv('nom;poste\n"Diallo; Awa";"Dite ""la cheffe""\nà Dakar"\n')).toEqual([
      ['nom', 'poste'],
      ['Diallo; Awa', 'Dite "la cheffe"\nà Dakar'],
    ]);
    // A comma inside quotes does not make a `;` file a `,` one.
    expect(parseCsv('"a, b, c";d\nx;y')).toEqual([
      ['a, b, c', 'd'],
      ['x', 'y'],
    ]);
  });

  it('keeps blank lines as empty rows so line numbers stay the file’s, and empty cells', () => {
    expect(parseCsv('a;b\n\n;2\n')).toEqual([['a', 'b'], [], ['', '2']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('reads back what the export writes, guard included', () => {
    const line = csvLine(['=1+1', 'a;b', 'dit "oui"']);
    expect(parseCsv(line)).toEqual([["'=1+1", 'a;b', 'dit "oui"']]);
  });
});
