import { appelsOffres, appelsOffresFichiers } from '../../db/schema';
import { defineAreaSecurity, type Owned, reachesNoOne } from '../../security/area-security';
import type { CreatedUser } from '../../test/factories';

const tenderBody = {
  titre: 'Piraterie',
  dateLimiteCandidature: new Date(Date.now() + 86_400_000 * 10).toISOString(),
};

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'POST /api/v1/tenders': tenderBody,
    'PATCH /api/v1/tenders/:tenderId': tenderBody,
  },
  notAList: {
    'GET /api/v1/tenders':
      'tenders name a company, never the member who posted them (read in tender.service)',
    'GET /api/v1/tenders/latest': 'tenders name a company, never the member who posted them',
    'GET /api/v1/tenders/:tenderId': 'tenders name a company, never the member who posted them',
    'GET /api/v1/tender-files/:fileId/link': 'a file link',
    'GET /api/v1/tender-files/:fileId/download': 'a file',
  },
  ownedResources: ({ callAs, uploadAs, created, rowsOf }) => {
    /** A draft call for tenders of the owner with an annex: to anyone else it does not exist. */
    const ownedTender = async (owner: CreatedUser): Promise<Owned> => {
      const { id } = await created(await callAs(owner, 'POST', '/api/v1/tenders', tenderBody));
      const file = await created(
        await uploadAs(owner, `/api/v1/tenders/${id}/files`, {
          name: 'a.pdf',
          content: Buffer.from('%PDF-1.4\n%%EOF\n'),
          type: 'application/pdf',
        }),
      );
      return {
        params: { tenderId: id, fileId: file.id },
        read: async () => [
          ...(await rowsOf(appelsOffres, appelsOffres.id, id)),
          ...(await rowsOf(appelsOffresFichiers, appelsOffresFichiers.appelOffreId, id)),
        ],
      };
    };

    return {
      '/api/v1/tenders/:tenderId': ownedTender,
      '/api/v1/tenders/:tenderId/publish': ownedTender,
      '/api/v1/tenders/:tenderId/unpublish': ownedTender,
      '/api/v1/tenders/:tenderId/files': ownedTender,
      '/api/v1/tender-files/:fileId': ownedTender,
      '/api/v1/tender-files/:fileId/link': ownedTender,
      '/api/v1/tender-files/:fileId/download': ownedTender,
    };
  },
  blockNotReaching: {
    'tenderEndpoints.create': reachesNoOne.ownContent,
    'tenderEndpoints.update': reachesNoOne.ownContent,
    'tenderEndpoints.publish': reachesNoOne.ownContent,
    'tenderEndpoints.unpublish': reachesNoOne.ownContent,
    'tenderEndpoints.remove': reachesNoOne.ownContent,
    'tenderEndpoints.uploadFile': reachesNoOne.ownContent,
    'tenderEndpoints.removeFile': reachesNoOne.ownContent,
  },
  blockNotEmitted: {
    tender_created:
      'the same notifyAdmins path as microblog_post (the causer is the author: `exceptId`); a tender needs a company',
  },
});
