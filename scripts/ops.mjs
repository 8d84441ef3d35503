// `npm run backup` / `npm run restore`: the operator's commands (src/server/ops/cli.ts), built like the server.
import { pathToFileURL } from 'node:url';
import { ensureBuild } from './lib/ensure-build.mjs';

await import(pathToFileURL(ensureBuild('ops.js')).href);
