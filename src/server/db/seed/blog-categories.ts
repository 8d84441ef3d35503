/** The categories every install starts with (plans/001 D§3, plans/002 events), in French; the team edits them. */
export const blogCategorySeeds: string[] = [
  'Carrière',
  'Entrepreneuriat',
  'Technologie',
  'Finance',
  'Santé',
  'Éducation',
  'Culture',
  'Agriculture',
  'Énergie',
  'Diaspora',
  'Networking',
  'Conférence',
  'Atelier',
];
