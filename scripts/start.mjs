// `npm start`: builds when the build is missing or older than the sources, then runs the server.
import { pathToFileURL } from 'node:url';
import { ensureBuild } from './lib/ensure-build.mjs';

await import(pathToFileURL(ensureBuild('main.js')).href);
