import type { z } from 'zod';
import {
  isListedStatus,
  publishIssues,
  type TenderBody,
  type TenderIssue,
} from '../../../common/contracts/tenders';
import { can } from '../../../common/permissions';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import type { Actor } from '../../platform/actor';
import type { TenderInsert, TenderRow } from './tender.repository';

type Fields = z.output<typeof TenderBody>;
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
    isListedStatus(tender.statut) &&
    (tender.niveauConfidentialite === 'public' ||
      (tender.niveauConfidentialite === 'prive' && viewer !== null)));

/** Editing, publishing and attaching annexes: the owner only (002 §6). */
export const canEdit = (viewer: Viewer, tender: Tender): boolean => isOwner(viewer, tender);

/** Unpublishing and deleting: the owner, or an admin moderating. */
export const canModerate = (viewer: Viewer, tender: Tender): boolean =>
  isOwner(viewer, tender) || moderates(viewer);

/** A 400 `validation_failed` naming each issue with its message. */
export const invalid = (issues: TenderIssue[]) =>
  new AppError('validation_failed', {
    details: issues.map((issue) => ({ path: issue.path, key: issue.key, message: translate(issue.key) })),
  });

/** Publishing's own checks: every required field, and a deadline still ahead. */
export const assertPublishable = (fields: Fields, at: Date) => {
  const issues = publishIssues(fields);
  if (Date.parse(fields.dateLimiteCandidature) <= at.getTime()) {
    issues.push({ path: 'dateLimiteCandidature', key: 'tenders.validation.deadlinePast' });
  }
  if (issues.length > 0) throw invalid(issues);
};

/** A reference when the owner gave none, from the tender's id (unique with it). */
export const referenceOf = (id: string, at: Date) =>
  `AO-${at.getUTCFullYear()}-${id.slice(0, 8).toUpperCase()}`;

/**
 * The status columns of a move to `target` from `current` (002 §4): publishing makes the tender
 * public and dates it once; brouillon hides it; archive and termine only follow a publication.
 */
export const statusColumns = (
  current: TenderRow | undefined,
  target: Fields['statut'],
  at: Date,
): Partial<TenderInsert> => {
  if (target === 'brouillon') return { statut: 'brouillon', estPublic: false };
  if (target === 'publie') {
    return {
      statut: 'publie',
      estPublic: true,
      datePublication: current?.datePublication ?? at,
      numeroReference: current?.numeroReference ?? undefined,
    };
  }
  if (!current || !isListedStatus(current.statut)) throw new AppError('tender_invalid_state');
  return { statut: target, estPublic: true };
};
