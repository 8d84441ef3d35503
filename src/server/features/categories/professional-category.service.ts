import type { AdminProfessionalCategory } from '../../../common/contracts/categories';
import type { AreaDeps } from '../../area';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../platform/actor';
import * as repo from './professional-category.repository';

const collator = new Intl.Collator('fr', { sensitivity: 'base' });
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

type Values = { name: string; description: string | null; parentId: string | null };

export type ProfessionalCategoryService = ReturnType<typeof createProfessionalCategoryService>;

/**
 * /admin/categories-pro (001 §2.7, plans/001 B.7): the two-level tree members and companies choose
 * from. Two levels at most (§9): a parent is a sector, never itself, and a sector with specialities
 * takes no parent. Deleting one takes its specialities and every member's and company's link with it,
 * and the members left without a category are no longer complete, in the same transaction.
 * `changed` runs after each change (the network's sector lookups, the directory's counts).
 */
export const createProfessionalCategoryService = (
  deps: Pick<AreaDeps, 'db' | 'profiles' | 'profileReference' | 'logs'> & { changed: () => void },
) => {
  const { db } = deps;

  const checkParent = async (tx: DbOrTx, values: Values, id?: string) => {
    if (values.parentId === null) return;
    if (values.parentId === id) throw new AppError('category_parent_invalid');
    const parent = await repo.findById(tx, values.parentId);
    if (!parent || parent.parentId !== null) throw new AppError('category_parent_invalid');
    if (id && (await repo.countChildren(tx, id)) > 0) throw new AppError('category_parent_invalid');
  };

  const itemOf = async (id: string): Promise<AdminProfessionalCategory> => {
    const item = (await list()).find((row) => row.id === id);
    if (!item) throw new AppError('not_found');
    return item;
  };

  /** Each sector in French order, followed by its specialities in French order. */
  const list = async (q?: string): Promise<AdminProfessionalCategory[]> => {
    const [rows, members, memberSectors, companies, companySectors] = await Promise.all([
      repo.listWithParents(db),
      repo.memberCounts(db),
      repo.memberCountsBySector(db),
      repo.companyCounts(db),
      repo.companyCountsBySector(db),
    ]);
    const countOf = (counts: { id: string; n: number }[]) => new Map(counts.map((c) => [c.id, Number(c.n)]));
    const [perMember, perMemberSector, perCompany, perCompanySector] = [
      countOf(members),
      countOf(memberSectors),
      countOf(companies),
      countOf(companySectors),
    ];
    const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
    const sectors = rows.filter((row) => row.parentId === null).sort(byName);
    const childrenOf = (sectorId: string) => rows.filter((row) => row.parentId === sectorId).sort(byName);
    const words = q ? fold(q).split(/\s+/).filter(Boolean) : [];
    const matches = (row: (typeof rows)[number]) => {
      const text = fold(`${row.name} ${row.description ?? ''}`);
      return words.every((word) => text.includes(word));
    };
    const toItem = (row: (typeof rows)[number], children: number): AdminProfessionalCategory => ({
      ...row,
      memberCount: (row.parentId === null ? perMemberSector : perMember).get(row.id) ?? 0,
      companyCount: (row.parentId === null ? perCompanySector : perCompany).get(row.id) ?? 0,
      childCount: children,
    });
    return sectors.flatMap((sector) => {
      const children = childrenOf(sector.id);
      const shown = words.length === 0 || matches(sector) ? children : children.filter(matches);
      if (words.length > 0 && !matches(sector) && shown.length === 0) return [];
      return [toItem(sector, children.length), ...shown.map((child) => toItem(child, 0))];
    });
  };

  return {
    list,

    /** The sectors alone, in French order (the directories' sector filters). */
    async sectors(): Promise<{ id: string; name: string }[]> {
      return (await deps.profileReference.getCategoryTree()).map(({ id, name }) => ({ id, name }));
    },

    async create(actor: Actor, values: Values): Promise<AdminProfessionalCategory> {
      const row = await db.transaction(async (tx) => {
        await checkParent(tx, values);
        const inserted = await repo.insert(tx, values);
        if (!inserted) throw new AppError('category_name_taken');
        return inserted;
      });
      deps.changed();
      await deps.logs.record(actor.id, 'category_created', { categoryId: row.id, name: row.name });
      return itemOf(row.id);
    },

    async update(actor: Actor, id: string, values: Values): Promise<AdminProfessionalCategory> {
      await db.transaction(async (tx) => {
        if (!(await repo.lockById(tx, id))) throw new AppError('not_found');
        await checkParent(tx, values, id);
        if (await repo.findSibling(tx, values.name, values.parentId, id))
          throw new AppError('category_name_taken');
        await repo.update(tx, id, values);
      });
      deps.changed();
      await deps.logs.record(actor.id, 'category_updated', { categoryId: id, name: values.name });
      return itemOf(id);
    },

    /** The category, its specialities and their links, then the members left without one, at once. */
    async remove(actor: Actor, id: string) {
      const result = await db.transaction(async (tx) => {
        const row = await repo.lockById(tx, id);
        if (!row) throw new AppError('not_found');
        const ids = await repo.idsWithChildren(tx, id);
        const profileIds = await repo.profilesUsing(tx, ids);
        const companyIds = await repo.companiesUsing(tx, ids);
        await repo.remove(tx, id);
        const incomplete = await deps.profiles.recheckCompletion(tx, profileIds);
        return { row, profileIds, companyIds, incomplete };
      });
      deps.changed();
      await deps.logs.record(actor.id, 'category_deleted', {
        categoryId: id,
        name: result.row.name,
        profiles: result.profileIds.length,
        companies: result.companyIds.length,
        nowIncomplete: result.incomplete,
      });
      return {
        ok: true as const,
        profilesUpdated: result.profileIds.length,
        companiesUpdated: result.companyIds.length,
      };
    },
  };
};
