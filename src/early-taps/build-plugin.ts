import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SCRIPT = fileURLToPath(new URL('./early-taps.ts', import.meta.url));
const CHUNK_NAME = 'early-taps';

/** Whether a module is the early-taps script, which stays a chunk of its own (the shell's group must not take it). */
export const isEarlyTapsScript = (id: string) => id === SCRIPT;

/**
 * Vite plugin: builds src/early-taps/early-taps.ts as an entry of its own and names it in index.html's <head>,
 * async, so it runs as soon as it arrives, long before the entry: the server's pages keep what is tapped meanwhile.
 */
export function earlyTapsScript(): Plugin {
  return {
    name: 'club-portal:early-taps',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: SCRIPT, name: CHUNK_NAME });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((item) => item.type === 'chunk' && item.name === CHUNK_NAME);
        if (!chunk) return [];
        return [{ tag: 'script', attrs: { type: 'module', async: true, src: `/${chunk.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
