/** Tender routes: annexes in private storage behind signed links (expiry, drafts, unpublishing, deletion, type and size). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TenderFile } from '../../../common/contracts/tenders';
import { appelsOffresFichiers } from '../../db/schema';
import type { CreatedUser } from '../../test/factories';
import { createTenderAnnexService } from './tender-annex.service';
import { complete, draft, errorOf, pdf, tenderTestApp } from './tender-test-support';

const { t, api, owner, other, create, upload } = tenderTestApp();

const linkOf = async (user: CreatedUser | null, fileId: string) =>
  api.call(user, 'GET', `/tender-files/${fileId}/link`);

describe('annexes behind signed links', () => {
  it('stores a PDF in private storage and serves it only through a valid link', async () => {
    const published = await create(owner, complete({ statut: 'publie' }));
    const res = await upload(owner, published.id);
    expect(res.statusCode).toBe(201);
    const file = res.json() as TenderFile;
    expect(file).toMatchObject({
      nomOriginal: 'cahier-des-charges.pdf',
      typeMime: 'application/pdf',
      canDelete: true,
    });
    const [row] = await t.database.db
      .select()
      .from(appelsOffresFichiers)
      .where(eq(appelsOffresFichiers.id, file.id));
    expect(row?.cheminStorage).toMatch(new RegExp(`^${owner.id}/${published.id}/[0-9a-f-]{36}\\.pdf$`));
    // Never at /storage: the bucket is private.
    expect(
      (await t.app.inject({ method: 'GET', url: `/storage/appels-offres-files/${row?.cheminStorage}` }))
        .statusCode,
    ).not.toBe(200);

    const link = (await linkOf(null, file.id)).json() as { url: string; expiresAt: string };
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(3590_000);
    const download = await t.app.inject({ method: 'GET', url: link.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''cahier-des-charges.pdf");
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const tampered = link.url.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const stretched = link.url.replace(
      /expires=(\d+)/,
      (_m, value: string) => `expires=${Number(value) + 10_000}`,
    );
    expect((await t.app.inject({ method: 'GET', url: stretched })).statusCode).toBe(403);
    const bare = `/api/v1/tender-files/${file.id}/download`;
    expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(403);
  });

  it('refuses a link after its 3600 s', async () => {
    const published = await create(owner, complete({ statut: 'publie' }));
    const file = (await upload(owner, published.id)).json() as TenderFile;
    let clock = new Date();
    const service = createTenderAnnexService({
      // The app's own services, with this test's clock.
      ...t.app.services,
      db: t.database.db,
      log: t.app.log,
      secret: t.config.authSecret,
      storageQuotaBytes: t.config.storageQuotaBytes,
      now: () => clock,
    });
    const link = await service.fileLink(null, file.id);
    const query = Object.fromEntries(new URL(link.url, 'http://x').searchParams);
    expect((await service.download(null, file.id, query)).data.equals(pdf)).toBe(true);
    clock = new Date(clock.getTime() + 3601_000);
    await expect(service.download(null, file.id, query)).rejects.toMatchObject({
      code: 'tender_file_link_expired',
    });
    // The route answers it as 410, whatever the link's own clock said.
    const real = await linkOf(null, file.id);
    expect(real.statusCode).toBe(200);
  });

  it("refuses a draft's annex to anyone but its owner, even with the owner's link", async () => {
    const saved = await create(owner, draft());
    const file = (await upload(owner, saved.id)).json() as TenderFile;
    expect((await linkOf(other, file.id)).statusCode).toBe(404);
    expect((await linkOf(null, file.id)).statusCode).toBe(404);
    const ownLink = (await linkOf(owner, file.id)).json() as { url: string };
    expect((await api.call(owner, 'GET', ownLink.url.replace('/api/v1', ''))).statusCode).toBe(200);
    expect((await api.call(other, 'GET', ownLink.url.replace('/api/v1', ''))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: ownLink.url })).statusCode).toBe(404);
  });

  it('stops a link once the tender is unpublished', async () => {
    const published = await create(owner, complete({ statut: 'publie' }));
    const file = (await upload(owner, published.id)).json() as TenderFile;
    const link = (await linkOf(other, file.id)).json() as { url: string };
    await api.call(owner, 'POST', `/tenders/${published.id}/unpublish`);
    expect((await api.call(other, 'GET', link.url.replace('/api/v1', ''))).statusCode).toBe(404);
  });

  it('lets only the uploader delete a file, then its link answers 404', async () => {
    const published = await create(owner, complete({ statut: 'publie' }));
    const file = (await upload(owner, published.id)).json() as TenderFile;
    const link = (await linkOf(other, file.id)).json() as { url: string };
    expect((await api.call(other, 'DELETE', `/tender-files/${file.id}`)).statusCode).toBe(403);
    expect((await api.call(null, 'DELETE', `/tender-files/${file.id}`)).statusCode).toBe(401);
    expect((await api.call(owner, 'DELETE', `/tender-files/${file.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(404);
    expect((await linkOf(owner, file.id)).statusCode).toBe(404);
  });

  it('checks the type by the bytes and the size', async () => {
    const saved = await create(owner, draft());
    const fake = await upload(owner, saved.id, 'rapport.pdf', Buffer.from('pas vraiment un pdf'));
    expect(fake.statusCode).toBe(415);
    expect(errorOf(fake).error.code).toBe('tender_file_type');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await upload(owner, saved.id, 'image.png', png)).statusCode).toBe(415);
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(owner, saved.id, 'gros.pdf', big);
    expect(tooBig.statusCode).toBe(413);
    expect(errorOf(tooBig).error.code).toBe('tender_file_too_large');
  });

  it('deletes the annexes with their tender', async () => {
    const saved = await create(owner, draft());
    const file = (await upload(owner, saved.id)).json() as TenderFile;
    const [row] = await t.database.db
      .select()
      .from(appelsOffresFichiers)
      .where(eq(appelsOffresFichiers.id, file.id));
    expect(await t.app.services.storage.read('appels-offres-files', row?.cheminStorage ?? '')).toBeDefined();
    expect((await api.call(owner, 'DELETE', `/tenders/${saved.id}`)).statusCode).toBe(204);
    expect(
      await t.app.services.storage.read('appels-offres-files', row?.cheminStorage ?? ''),
    ).toBeUndefined();
  });
});
