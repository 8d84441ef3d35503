// A deliberate leak, loaded into the app with `--import` by bench/soak.mjs --leak: every response
// keeps 64 kB in an array that is never emptied (a growing array on the hot path). The soak's leak
// check must then fail.
import http from 'node:http';

const kept = [];
const end = http.ServerResponse.prototype.end;
http.ServerResponse.prototype.end = function (...args) {
  kept.push(Buffer.alloc(64 * 1024, 1));
  return end.apply(this, args);
};
