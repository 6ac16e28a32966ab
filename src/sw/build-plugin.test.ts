// @vitest-environment node
// The service worker is built with the build it serves: it precaches exactly what the entry needs to paint.
import { describe, expect, it } from 'vitest';
import { buildId, shellFiles } from './build-plugin';

const chunk = (fileName: string, options: { isEntry?: boolean; imports?: string[]; css?: string[] } = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: options.isEntry ?? false,
  imports: options.imports ?? [],
  viteMetadata: { importedCss: new Set(options.css ?? []) },
});

describe('the shell a build precaches', () => {
  it('is the entry, what it imports statically and their styles, not the lazy chunks', () => {
    const bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', { isEntry: true, imports: ['assets/shell-b.js'], css: ['assets/index-a.css'] }),
      'assets/shell-b.js': chunk('assets/shell-b.js', { imports: ['assets/index-a.js'] }),
      'assets/Shop-c.js': chunk('assets/Shop-c.js', { css: ['assets/Shop-c.css'] }),
    };
    expect(shellFiles(bundle)).toEqual(['assets/index-a.css', 'assets/index-a.js', 'assets/shell-b.js']);
  });

  it("includes the one stylesheet of a build without per-chunk styles, not a lazy chunk's own", () => {
    const bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', { isEntry: true }),
      'assets/Shop-c.js': chunk('assets/Shop-c.js', { css: ['assets/Shop-c.css'] }),
      'assets/Shop-c.css': { type: 'asset' as const, fileName: 'assets/Shop-c.css' },
      'assets/style-d.css': { type: 'asset' as const, fileName: 'assets/style-d.css' },
      'assets/logo.svg': { type: 'asset' as const, fileName: 'assets/logo.svg' },
    };
    expect(shellFiles(bundle)).toEqual(['assets/index-a.js', 'assets/style-d.css']);
  });

  it('gives each build its own id', () => {
    expect(buildId(['assets/index-a.js'])).not.toBe(buildId(['assets/index-b.js']));
    expect(buildId(['assets/index-a.js'])).toBe(buildId(['assets/index-a.js']));
  });
});
