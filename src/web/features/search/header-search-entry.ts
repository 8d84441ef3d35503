/**
 * The header's search box, reached through this small chunk: the first load then names one file for it
 * instead of every chunk the box shares with the rest of the app (their list alone grew it by 0.8 KB).
 */
export const loadHeaderSearchBox = () => import('./components/HeaderSearchBox');
