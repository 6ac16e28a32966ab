import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

interface ManifestRoute {
  path: string;
  access: string;
}

/**
 * robots.txt from the portal's own routes: pages behind the login (accounts, orders, checkout)
 * are not for search engines, nor are the API and the development mailbox.
 */
export function robotsText(routes: ManifestRoute[]): string {
  const privatePrefixes = routes
    .filter((route) => route.access !== 'public')
    // A route with parameters is closed from its fixed part on (e.g. /customer-order/:id → /customer-order/).
    .map((route) => {
      const fixedPart = route.path.split('/:')[0]!;
      return route.path.includes('/:') ? `${fixedPart}/` : fixedPart;
    })
    .filter((prefix) => prefix !== '' && prefix !== '/');
  const disallowed = [...new Set(['/api/', '/dev/', ...privatePrefixes])].sort();
  return ['User-agent: *', 'Allow: /', ...disallowed.map((prefix) => `Disallow: ${prefix}`), ''].join('\n');
}

export function registerRobots(app: FastifyInstance): void {
  const routes = (JSON.parse(readFileSync(new URL('../../../manifest/routes.json', import.meta.url), 'utf8')) as { routes: ManifestRoute[] }).routes;
  const text = robotsText(routes);
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(text));
}
