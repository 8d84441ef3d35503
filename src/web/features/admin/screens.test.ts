import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type AdminScreenSpecs, inSidebarOrder } from '../../../common/admin-screens';
import { adminNavItems } from './components/admin-nav';
import { adminScreens, screenById, screensOpenTo } from './screens';

/*
 * The admin registry is collected from the areas' folders (issue 37 §6): every declared screen has its
 * web definition, in the declarations' order (the server's tests pin that order: admin.routes.test.ts,
 * security/capabilities.test.ts), and every web admin-screens.ts on disk is collected.
 */

const declared = inSidebarOrder(
  Object.values(
    import.meta.glob<Record<string, AdminScreenSpecs>>('../../../common/contracts/*.admin-screens.ts', {
      eager: true,
    }),
  ).flatMap((module) => Object.values(module)),
);

describe('the admin screen registry', () => {
  it('has one web definition for each screen the areas declare, in the sidebar’s order', () => {
    expect(adminScreens.map((screen) => [screen.id, screen.ability])).toEqual(
      declared.map((screen) => [screen.id, screen.ability]),
    );
  });

  it('collects every features/<area>/admin-screens.ts on disk', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const features = path.join(here, '..');
    const onDisk = readdirSync(features).filter((area) =>
      readdirSync(path.join(features, area)).includes('admin-screens.ts'),
    );
    expect(onDisk.sort()).toEqual(['admin', 'companies', 'rules', 'stats']);
    // The glob screens.ts collects with (Vite writes its own folder's file `./admin-screens.ts`).
    const owners = Object.keys(import.meta.glob('../*/admin-screens.ts')).map((file) =>
      path.basename(path.dirname(path.resolve(here, file))),
    );
    expect(owners.sort()).toEqual(onDisk);
  });

  it('routes each screen at /admin/<id> and lists those `/admin/me` names, in the sidebar’s order', () => {
    expect(screenById('cartographie')).toMatchObject({
      to: '/admin/cartographie',
      titleKey: 'admin.nav.cartographie',
    });
    expect(screensOpenTo(['reports', 'general-stats', 'testimonials']).map((screen) => screen.id)).toEqual([
      'general-stats',
      'testimonials',
      'reports',
    ]);
    expect(adminNavItems(['logs', 'dashboard']).map((item) => [item.to, item.labelKey])).toEqual([
      ['/admin/dashboard', 'admin.nav.dashboard'],
      ['/admin/logs', 'admin.nav.logs'],
    ]);
  });
});
