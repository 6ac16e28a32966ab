import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

interface ManifestRoute {
  path: string;
  crawl?: boolean;
}

/**
 * robots.txt from the portal's own routes. Closed: the API and the development mailbox, and the routes the manifest
 * marks `crawl: false` — pages that act when opened (one-time links, payment returns) or carry a secret in the address.
 * The pages behind the login stay open: their HTML is the public shell asking for the login (the customer's data
 * comes only from the closed API, with a token), and Lighthouse's is-crawlable audit fails a page robots.txt closes
 * or a noindex marks, so closing them would cost their SEO score for nothing they hide.
 */
export function robotsText(routes: ManifestRoute[]): string {
  const closedPrefixes = routes
    .filter((route) => route.crawl === false)
    // A route with parameters is closed from its fixed part on (e.g. /customer/activate/:token → /customer/activate/).
    .map((route) => {
      const fixedPart = route.path.split('/:')[0]!;
      return route.path.includes('/:') ? `${fixedPart}/` : fixedPart;
    })
    .filter((prefix) => prefix !== '' && prefix !== '/');
  const disallowed = [...new Set(['/api/', '/dev/', ...closedPrefixes])].sort();
  return ['User-agent: *', 'Allow: /', ...disallowed.map((prefix) => `Disallow: ${prefix}`), ''].join('\n');
}

export function registerRobots(app: FastifyInstance): void {
  const routes = (JSON.parse(readFileSync(new URL('../../../manifest/routes.json', import.meta.url), 'utf8')) as { routes: ManifestRoute[] }).routes;
  const text = robotsText(routes);
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(text));
}
