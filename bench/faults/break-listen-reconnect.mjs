// A deliberately broken reconnect, loaded into the app with `--import` by pg-restart.mjs
// --break-reconnect: the first LISTEN works, every later one is refused, so the realtime bus never
// comes back after PostgreSQL restarts. The restart test must then fail (it did: see docs/OPERATIONS.md).
import pg from 'pg';

let listens = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  if (typeof config === 'string' && /^listen /i.test(config) && ++listens > 1)
    return Promise.reject(new Error('fault injected: LISTEN refused after the first'));
  return query.call(this, config, ...rest);
};
