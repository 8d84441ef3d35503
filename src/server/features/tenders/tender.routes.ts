import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenderEndpoints as e, tenderLimits } from '../../../common/contracts/tenders';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import type { TenderService } from './tender.service';
import type { TenderAnnexService } from './tender-annex.service';

/** Calls for tenders (002 §2): visitors read public ones; the owner writes; annexes through signed links. */
export const tenderRoutes: FastifyPluginAsyncZod<{
  tenderService: TenderService;
  tenderAnnexService: TenderAnnexService;
}> = async (app, { tenderService, tenderAnnexService: annexes }) => {
  route(app, e.list, ({ actor, query }) => tenderService.list(actor, query));
  route(app, e.latest, () => tenderService.latest());
  route(app, e.get, ({ actor, params }) => tenderService.get(actor, params.tenderId));
  route(app, e.create, ({ actor, body }) => tenderService.create(actor, body));
  route(app, e.update, ({ actor, params, body }) => tenderService.update(actor, params.tenderId, body));
  route(app, e.publish, ({ actor, params }) => tenderService.publish(actor, params.tenderId));
  route(app, e.unpublish, ({ actor, params }) => tenderService.unpublish(actor, params.tenderId));
  route(app, e.remove, async ({ actor, params }) => {
    await tenderService.remove(actor, params.tenderId);
    return null;
  });
  route(app, e.uploadFile, async ({ actor, params, request }) => {
    // Refused before the file is read when the actor may not attach to this tender.
    await annexes.assertCanAttach(actor, params.tenderId);
    const upload = await readUpload(request, {
      maxBytes: tenderLimits.fileMaxBytes,
      tooLarge: 'tender_file_too_large',
    });
    return annexes.uploadFile(actor, params.tenderId, upload);
  });
  route(app, e.removeFile, async ({ actor, params }) => {
    await annexes.removeFile(actor, params.fileId);
    return null;
  });
  route(app, e.fileLink, ({ actor, params }) => annexes.fileLink(actor, params.fileId));
  route(app, e.download, async ({ actor, params, query, reply }) => {
    const file = await annexes.download(actor, params.fileId, query);
    return reply
      .type(file.mime)
      .header('content-disposition', file.disposition)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  });
};
