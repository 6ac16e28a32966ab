import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pinPortal } from './portal-builds';
import { registerRobots } from './robots';

/** Uploaded images and files under /uploads/, and the built portal with its SPA fallback to index.html. */
export async function registerStaticFiles(app: FastifyInstance, options: { uploadsDir: string; portalDir: string }): Promise<void> {
  await app.register(fastifyStatic, { root: options.uploadsDir, prefix: '/uploads/', decorateReply: false, index: false });

  // Decided once: the build dist/portal names at start is served until the server stops, and a
  // portal built after the server started (into a new folder, see portal-builds.ts) is picked up on the next start.
  const portal = pinPortal(options.portalDir);
  app.addHook('onClose', async () => portal.release());
  const portalBuilt = existsSync(path.join(portal.dir, 'index.html'));
  // Source maps stay on the build machine in production, even when a build made them.
  const hidden = (file: string) => app.config.production && file.endsWith('.map');
  if (portalBuilt) {
    await app.register(fastifyStatic, {
      root: portal.dir,
      prefix: '/',
      wildcard: false,
      index: 'index.html',
      allowedPath: (pathName) => !hidden(pathName),
    });
  }

  registerRobots(app);

  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/uploads/') || hidden(url)) {
      return reply.callNotFound();
    }
    if (!portalBuilt) {
      return reply.code(503).type('text/plain').send('The portal is not built yet: run `npm run build` (npm start does it for you).');
    }
    // Client-side routes (e.g. /customer/activate/abc) all boot from the portal's index.html.
    return reply.type('text/html').sendFile('index.html', portal.dir);
  });
}
