import { defineAreaSecurity } from './area-security';

/** The platform's own routes (documentation, files, operations), which belong to no area. */
export const security = defineAreaSecurity({
  notAList: {
    'GET /api/docs/': 'the API documentation',
    'GET /api/docs/static/index.html': 'the API documentation',
    'GET /api/docs/static/swagger-initializer.js': 'the API documentation',
    'GET /api/docs/json': 'the API documentation',
    'GET /api/docs/yaml': 'the API documentation',
    'GET /api/docs/static/*': 'the API documentation',
    'GET /storage/*': 'stored files by their key, no list',
    'GET /api/metrics': 'operations counters, no member',
    'GET /robots.txt': 'what crawlers may read, the same for everyone',
    'GET /api/v1/realtime': 'the socket upgrade; what it pushes comes from the reads checked here',
  },
});
