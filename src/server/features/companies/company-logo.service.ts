import { type CompanyDetail, companyLimits } from '../../../common/contracts/companies';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import type { ImageRules } from '../../lib/images';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import { rowImage } from '../../platform/row-image';
import * as repo from './company.repository';
import type { CompanyService } from './company.service';

const l = companyLimits;
const notFound = () => new AppError('not_found', { messageKey: 'companies.notFound' });
const logoRules: ImageRules = {
  allowed: ['png', 'jpg', 'webp'],
  maxBytes: l.logoMaxBytes,
  maxWidth: l.logoMaxWidth,
};

type LogoDeps = Pick<AreaDeps, 'db' | 'storage' | 'log'>;

/** Logos live in the public `media` bucket under `companies/{id}/`. */
export const companyLogo = (deps: LogoDeps) =>
  rowImage(deps, 'companies', 'logo', logoRules, sideEffects(deps.log, 'companies'));

export type CompanyLogoService = ReturnType<typeof createCompanyLogoService>;

/**
 * A directory company's logo (002 §5): JPEG, PNG or WebP up to 5 MB, re-encoded; the previous file
 * goes. Admins only (the endpoints' `access`); each answers the company as its managers read it.
 */
export const createCompanyLogoService = (deps: LogoDeps & { companies: Pick<CompanyService, 'detail'> }) => {
  const { db, companies } = deps;
  const logo = companyLogo(deps);

  return {
    /** Checked before an upload is read, so an unknown company is refused without taking the file. */
    async assertExists(id: string): Promise<void> {
      if (!(await repo.findById(db, id))) throw notFound();
    },

    async upload(actor: Actor, id: string, data: Buffer): Promise<CompanyDetail> {
      // A directory company belongs to no member: its logo counts in no one's storage quota.
      await logo.upload(id, data, null, async (tx, url) => {
        const row = await repo.lockById(tx, id);
        if (!row) throw notFound();
        await repo.update(tx, id, { logoUrl: url, updatedAt: new Date() });
        return row.logoUrl;
      });
      return companies.detail(actor, id);
    },

    async remove(actor: Actor, id: string): Promise<CompanyDetail> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      await repo.update(db, id, { logoUrl: null, updatedAt: new Date() });
      await logo.removeFile(id, row.logoUrl);
      return companies.detail(actor, id);
    },
  };
};
