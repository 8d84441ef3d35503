import { listedStatuses } from '../../../common/contracts/tenders';
import { can } from '../../../common/permissions';
import type { Actor } from '../../platform/actor';
import type { TenderRow } from './tender.repository';

type Viewer = Actor | null;
type Tender = Pick<TenderRow, 'userId' | 'statut' | 'estPublic' | 'niveauConfidentialite'>;

export const isOwner = (viewer: Viewer, tender: Pick<TenderRow, 'userId'>): boolean =>
  viewer !== null && viewer.id === tender.userId;

/** Site admins moderate: they see every tender, unpublish and delete any (plan C2 FLAW 1). */
const moderates = (viewer: Viewer): boolean => viewer !== null && can(viewer.role, 'tenders.moderate');

/**
 * Who may read a tender (plan C2 FLAW 4, 5): its owner and admins always; anyone else only a public
 * one in a listed status, `prive` to members, `confidentiel` to nobody else. Also the annexes' rule.
 */
export const canSee = (viewer: Viewer, tender: Tender): boolean =>
  isOwner(viewer, tender) ||
  moderates(viewer) ||
  (tender.estPublic &&
    (listedStatuses as readonly string[]).includes(tender.statut) &&
    (tender.niveauConfidentialite === 'public' ||
      (tender.niveauConfidentialite === 'prive' && viewer !== null)));

/** Editing, publishing and attaching annexes: the owner only (002 §6). */
export const canEdit = (viewer: Viewer, tender: Tender): boolean => isOwner(viewer, tender);

/** Unpublishing and deleting: the owner, or an admin moderating. */
export const canModerate = (viewer: Viewer, tender: Tender): boolean =>
  isOwner(viewer, tender) || moderates(viewer);
