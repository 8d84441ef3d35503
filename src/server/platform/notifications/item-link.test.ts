import { describe, expect, it } from 'vitest';
import { areas } from '../../areas';
import { itemLink } from './item-link';
import { createNotificationRegistry } from './notification-types';

describe('itemLink', () => {
  const link = itemLink('/events', 'event_id');

  it('leads to the item named by its field, or to the section without it', () => {
    expect(link({ event_id: 'e1' })).toBe('/events/e1');
    expect(link({})).toBe('/events');
    expect(link({ event_id: '' })).toBe('/events');
  });

  it('leads elsewhere without the field when told', () => {
    expect(itemLink('/profile', 'accepter_id', '/network')({})).toBe('/network');
    expect(itemLink('/profile', 'accepter_id', '/network')({ accepter_id: 'p1' })).toBe('/profile/p1');
  });
});

describe('the item links the areas declare', () => {
  const { link } = createNotificationRegistry(areas);
  const id = '0b5f7f1e-2a4c-4c1d-9f6e-1d2c3b4a5f60';
  // Each type: its id field, where it leads with a valid id, and where without one (or with a bad one).
  const cases = [
    ['event_created', 'event_id', `/events/${id}`, '/events'],
    ['event_reminder', 'event_id', `/events/${id}`, '/events'],
    ['project_join_request', 'project_id', `/projects/${id}`, '/projects'],
    ['job_offer_created', 'job_offer_id', `/emplois/${id}`, '/emplois'],
    ['tender_created', 'tender_id', `/appels-offres/${id}`, '/appels-offres'],
    ['tender_deadline_reminder', 'tender_id', `/appels-offres/${id}`, '/appels-offres'],
    ['group_created', 'group_id', `/groups/${id}`, '/groups'],
    ['group_member_added', 'group_id', `/groups/${id}`, '/groups'],
    ['group_join_approved', 'group_id', `/groups/${id}`, '/groups'],
    ['connection_request', 'requester_id', `/profile/${id}`, '/network'],
    ['connection_accepted', 'accepter_id', `/profile/${id}`, '/network'],
    ['company_created', 'company_id', `/entreprises/${id}`, '/admin/companies'],
    ['mentorship_reviewed', 'mentor_id', `/mentors/${id}`, '/mentors/demandes'],
  ] as const;

  it.each(cases)('%s leads by %s to its item, or to its section', (type, field, item, section) => {
    expect(link(type, { [field]: id })).toBe(item);
    expect(link(type, {})).toBe(section);
    expect(link(type, { [field]: '../admin' })).toBe(section);
  });

  it('leads an article by its slug', () => {
    expect(link('blog_comment', { post_slug: 'mon-article' })).toBe('/blog/mon-article');
    expect(link('blog_created', { post_slug: 'https://evil.example' })).toBe('/blog');
  });
});
