import type { RouteObject } from 'react-router';

/** /temoignages: public; the form asks a visitor to sign in. */
export const routes: RouteObject[] = [
  {
    path: 'temoignages',
    lazy: async () => ({ Component: (await import('./pages/TestimonialsPage')).TestimonialsPage }),
  },
];
