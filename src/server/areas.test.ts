import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, lookup } from '../common/i18n';
import {
  logActionLabelKey,
  mailKindLabelKey,
  notificationMailKind,
  notificationTypeLabelKey,
} from '../common/registry';
import { type Area, areaProblems } from './area';
import { areas } from './areas';
import { notificationTemplates } from './db/schema';
import { catalogs } from './lib/i18n';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { createUser } from './test/factories';

const list: readonly Area[] = areas;
const featuresDir = fileURLToPath(new URL('./features', import.meta.url));
const folders = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const filesOf = (folder: string) => readdirSync(path.join(featuresDir, folder));

describe('the list of areas', () => {
  it('has unique names, and each declaration agrees with its registry', () => {
    expect(new Set(list.map((area) => area.name)).size).toBe(list.length);
    expect(areaProblems(list)).toEqual([]);
  });

  it('lists every area folder that has routes, by its folder name', () => {
    const routed = folders.filter((folder) => filesOf(folder).some((file) => file.endsWith('.routes.ts')));
    expect(routed.length).toBeGreaterThan(0);
    expect(routed.filter((folder) => !list.some((area) => area.name === folder))).toEqual([]);
  });

  it('lists every module written, each in its own folder', async () => {
    for (const folder of folders) {
      const file = path.join(featuresDir, folder, `${folder}.module.ts`);
      const stray = filesOf(folder).filter(
        (name) => name.endsWith('.module.ts') && name !== `${folder}.module.ts`,
      );
      expect(stray, `modules of features/${folder} are named ${folder}.module.ts`).toEqual([]);
      if (!existsSync(file)) continue;
      const exported: unknown[] = Object.values(await import(pathToFileURL(file).href));
      expect(
        exported.some((value) => list.some((area) => area === value && area.name === folder)),
        `features/${folder}/${folder}.module.ts is listed in areas.ts under the name ${folder}`,
      ).toBe(true);
    }
  });
});

describe('what the areas declare', () => {
  const missing = (keys: readonly string[]) =>
    languages.flatMap((language) =>
      keys.filter((key) => !lookup(catalogs[language], key)?.trim()).map((key) => `${language}: ${key}`),
    );

  it('gives every notification type a name and a mail label in every catalog, and a template', () => {
    const declared = list.flatMap((area) => Object.entries(area.notifications));
    expect(declared.length).toBeGreaterThan(0);
    for (const [type, spec] of declared) {
      expect(missing([notificationTypeLabelKey(type), mailKindLabelKey(notificationMailKind(type))])).toEqual(
        [],
      );
      expect(spec?.template.title.trim(), type).not.toBe('');
      expect(spec?.template.body.trim(), type).not.toBe('');
      // A placeholder names a data field the type declares, or it would always render empty.
      const placeholders = [...`${spec?.template.title} ${spec?.template.body}`.matchAll(/\{\s*(\w+)\s*\}/g)];
      for (const [, name] of placeholders) expect(spec?.fields, `${type}: {${name}}`).toContain(name);
    }
  });

  it('gives every log action and mail kind a label in every catalog', () => {
    const actions = list.flatMap((area) => area.logActions);
    const kinds = list.flatMap((area) => area.mailKinds);
    expect(actions.length).toBeGreaterThan(0);
    expect(kinds.length).toBeGreaterThan(0);
    expect(missing(actions.map(logActionLabelKey))).toEqual([]);
    expect(missing(kinds.map(mailKindLabelKey))).toEqual([]);
  });
});

describe('the app built from the areas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("schedules every area's jobs under their names, beside the platform's backup (and PGlite's upkeep)", () => {
    const platformJobs = ['backup', ...(t.database.kind === 'pglite' ? ['embedded-vacuum'] : [])];
    expect([...t.app.jobs.names()].sort()).toEqual(
      [...list.flatMap((area) => area.jobNames), ...platformJobs].sort(),
    );
    expect(t.app.jobs.names()).toEqual(expect.arrayContaining(['security-clean-up', 'feed-media-clean-up']));
  });

  it('seeds the template each area declares for its notification types', async () => {
    const rows = await t.database.db.select().from(notificationTemplates);
    for (const area of list) {
      for (const [type, spec] of Object.entries(area.notifications)) {
        expect(rows.find((row) => row.type === type)).toMatchObject({
          title: spec?.template.title,
          body: spec?.template.body,
        });
      }
    }
  });

  it('mails by default the types whose area says so, and shows every type in the app', async () => {
    const user = await createUser(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notification-preferences',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    const expected = list.flatMap((area) =>
      Object.entries(area.notifications).map(([type, spec]) => ({
        type,
        inApp: true,
        email: spec?.emailByDefault,
      })),
    );
    expect(res.json().items).toEqual(expect.arrayContaining(expected));
    expect(res.json().items).toHaveLength(expected.length);
    // Connection requests and messages mail by default (000 §7), and the admins' new-job-offer mail
    // (001 §3 admin e-mails, issue 19), each step of a mentorship request to the other side (issue
    // 18), an event's created (admins), seat freed, reminder and cancellation (issue 18 §3), and the
    // new-article mail (blog_created, issue 16), the admins' new-tender
    // mail and the owner's tender deadline reminder (issue 20), the business rules'
    // reminders (issue 21), the member's data export being ready (issue 22), the admins' new-companies
    // notice (company_created); the rest stays in the app.
    expect(
      expected
        .filter((item) => item.email)
        .map((item) => item.type)
        .sort(),
    ).toEqual(
      [
        'blog_created',
        'company_created',
        'connection_accepted',
        'connection_request',
        'data_export_ready',
        'event_cancelled',
        'event_created',
        'event_promoted',
        'event_reminder',
        'group_created',
        'job_offer_created',
        'mentorship_accepted',
        'mentorship_cancelled',
        'mentorship_declined',
        'mentorship_ended',
        'mentorship_request',
        'message',
        'message_received',
        'project_join_approved',
        'project_join_refused',
        'project_join_request',
        'rule_reminder',
        'tender_created',
        'tender_deadline_reminder',
      ].sort(),
    );
  });
});
