/*
 * A worker's whole script, started by `warmUpIntl` (lib/intl.ts) as the page boots. The first number or
 * date formatter a page builds costs 40-75 ms of its thread (the browser reads in and indexes ICU's data,
 * once per process), a single call that no render can slice: on the feed it landed in the posts' render.
 * Built first here, on another thread, it leaves the page's own first formatter under a millisecond.
 */
self.onmessage = ({ data: language }: MessageEvent<string>) => {
  new Intl.NumberFormat(language).format(1.5);
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(0);
  new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-1, 'day');
  self.close();
};
