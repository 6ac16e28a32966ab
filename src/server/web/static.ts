import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Uploaded images and files under /uploads/, and the built portal with its SPA fallback to index.html. */
export async function registerStaticFiles(app: FastifyInstance, options: { uploadsDir: string; portalDir: string }): Promise<void> {
  await app.register(fastifyStatic, { root: options.uploadsDir, prefix: '/uploads/', decorateReply: false, index: false });

  // Decided once: a portal built after the server started is picked up on the next start.
  const portalBuilt = existsSync(path.join(options.portalDir, 'index.html'));
  if (portalBuilt) {
    await app.register(fastifyStatic, { root: options.portalDir, prefix: '/', wildcard: false, index: 'index.html' });
  }

  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/uploads/')) {
      return reply.callNotFound();
    }
    if (!portalBuilt) {
      return reply.code(503).type('text/plain').send('The portal is not built yet: run `npm run build` (npm start does it for you).');
    }
    // Client-side routes (e.g. /customer/activate/abc) all boot from the portal's index.html.
    return reply.type('text/html').sendFile('index.html', options.portalDir);
  });
}
