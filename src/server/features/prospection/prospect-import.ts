import {
  ProspectBody,
  type ProspectImportResult,
  type ProspectInput,
  type prospectImportColumns,
  prospectLimits,
  prospectStatuses,
} from '../../../common/contracts/prospection';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { parseCsv } from '../../lib/csv';
import * as repo from './prospection.repository';

/** A header cell as a column name: trimmed, lower case, accents dropped ('E-mail' → 'email'). */
const columnOf = (header: string) => {
  const name = header
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '');
  if (name === 'mail' || name === 'courriel' || name === 'adresseemail') return 'email';
  if (name === 'status') return 'statut';
  if (name === 'societe' || name === 'company') return 'entreprise';
  return name;
};

/** A status cell: the French labels of the spec or the stored values; empty is « Nouveau ». */
const statusOf = (cell: string | undefined) => {
  const key = columnOf(cell ?? '');
  if (key === '') return 'nouveau';
  return prospectStatuses.find((status) => status === key) ?? cell;
};

/**
 * A CSV of prospects (header line: nom;entreprise;poste;ville;email[;statut], in any order, other
 * columns ignored): each line validated as the form would, a line whose e-mail is already a prospect or
 * repeats an earlier line's is ignored; the rest inserted. Throws `prospect_import_header` without the
 * nom and email columns, `prospect_import_too_large` past 2,000 lines.
 */
export const importProspects = async (db: Db, csv: string): Promise<ProspectImportResult> => {
  const rows = parseCsv(csv);
  const header = (rows[0] ?? []).map(columnOf);
  const index = (name: (typeof prospectImportColumns)[number]) => header.indexOf(name);
  if (index('nom') < 0 || index('email') < 0) throw new AppError('prospect_import_header');
  const lines = rows.slice(1).map((cells, i) => ({ line: i + 2, cells }));
  const filled = lines.filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length > prospectLimits.importRowsMax) throw new AppError('prospect_import_too_large');
  const cell = (cells: string[], name: (typeof prospectImportColumns)[number]) => {
    const at = index(name);
    return at < 0 ? undefined : cells[at];
  };
  const ignored: ProspectImportResult['ignored'] = [];
  const valid: { line: number; email: string | null; input: ProspectInput }[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of filled) {
    const parsed = ProspectBody.safeParse({
      nom: cell(cells, 'nom') ?? '',
      email: cell(cells, 'email') ?? '',
      entreprise: cell(cells, 'entreprise'),
      poste: cell(cells, 'poste'),
      ville: cell(cells, 'ville'),
      status: statusOf(cell(cells, 'statut')),
    });
    const email = cell(cells, 'email')?.trim() || null;
    if (!parsed.success) {
      ignored.push({
        line,
        email,
        reason: parsed.error.issues[0]?.message ?? 'errors.validation_failed',
      });
      continue;
    }
    if (seen.has(parsed.data.email)) {
      ignored.push({ line, email, reason: 'admin.prospection.import.reasons.repeated' });
      continue;
    }
    seen.add(parsed.data.email);
    valid.push({ line, email, input: parsed.data });
  }
  const existing = new Set(await repo.existingEmails(db, [...seen]));
  const fresh = valid.filter(({ line, email, input }) => {
    if (!existing.has(input.email)) return true;
    ignored.push({ line, email, reason: 'admin.prospection.import.reasons.existing' });
    return false;
  });
  // Another admin may add one meanwhile: the unique address decides, the line is then ignored.
  const inserted = new Set(
    await repo.insertProspects(
      db,
      fresh.map(({ input }) => input),
    ),
  );
  for (const { line, email, input } of fresh)
    if (!inserted.has(input.email))
      ignored.push({ line, email, reason: 'admin.prospection.import.reasons.existing' });
  ignored.sort((a, b) => a.line - b.line);
  return { imported: inserted.size, ignored };
};
