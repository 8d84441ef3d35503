import type {
  ProjectCard,
  ProjectJoinRequest,
  ProjectPerson,
  ProjectPost,
  ProjectStatus,
} from '../../../common/contracts/projects';
import { previewOf } from '../../../common/format';
import type { Actor } from '../../platform/actor';
import { displayName } from '../../platform/person';
import * as policy from './project.policy';
import type * as repo from './project.repository';

/** How a project, its people, its posts and its join requests read in the API (002 §2 "Projects"). */

export const toPerson = (row: repo.PersonRow): ProjectPerson => ({
  id: row.id,
  fullName: displayName(row),
  avatarUrl: row.avatarUrl,
  title: row.title,
});

export const toCard = ({ project, owner }: repo.ProjectWithOwner): ProjectCard => ({
  id: project.id,
  title: project.title,
  summary: previewOf(project.description, 240),
  status: project.status as ProjectStatus,
  tags: project.tags,
  startDate: project.startDate,
  endDate: project.endDate,
  location: project.location,
  coverImageUrl: project.coverImageUrl,
  owner: owner ? toPerson(owner) : null,
  participantCount: project.participantCount,
  createdAt: project.createdAt.toISOString(),
});

export const toJoinRequest = (row: repo.MemberWithPerson): ProjectJoinRequest => ({
  id: row.member.id,
  person: toPerson(row.person),
  message: row.member.message,
  status: row.member.status as 'pending' | 'accepted' | 'refused',
  createdAt: row.member.createdAt.toISOString(),
});

export const toPost = (
  row: repo.PostWithAuthor,
  viewer: Actor | null,
  project: repo.ProjectRow,
): ProjectPost => ({
  id: row.post.id,
  author: row.author ? toPerson(row.author) : null,
  content: row.post.content,
  createdAt: row.post.createdAt.toISOString(),
  canDelete: policy.canDeletePost(viewer, project, row.post),
});
