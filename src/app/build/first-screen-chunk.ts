import type { Plugin } from 'vite';

/** The modules whose static imports are home's sections (src/widgets/home-widgets.ts): on the first screen, and below. */
const FIRST_SCREEN_MODULE = /[\\/]widgets[\\/]home-sections[\\/]first-viewport-sections\.ts$/;
const REST_OF_HOME_MODULE = /[\\/]widgets[\\/]home-sections[\\/]rest-of-home-sections\.ts$/;
const DESIGN_SYSTEM = /[\\/]src[\\/]ui[\\/]/;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[] } | null;
}

/** Every module `start` imports statically, directly or through others, itself included. */
function staticallyReached(graph: ModuleGraph, start: string | undefined): Set<string> {
  const reached = new Set<string>(start === undefined ? [] : [start]);
  const queue = [...reached];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(next);
    }
  }
  return reached;
}

/** The first screen's modules in three chunks: what only home imports, the design system's pieces, and the rest. */
export interface FirstScreenParts {
  homeOnly: Set<string>;
  designSystem: Set<string>;
  shared: Set<string>;
}

/**
 * Splits what home's first-screen sections import (the entry aside: its own group comes first) by who else imports
 * it: another page that shares a card or a booking rule then loads a small chunk of those, not home's sections.
 */
export function firstScreenParts(graph: ModuleGraph): FirstScreenParts {
  const ids = [...graph.getModuleIds()];
  const firstScreen = staticallyReached(
    graph,
    ids.find((id) => FIRST_SCREEN_MODULE.test(id)),
  );
  const home = new Set([
    ...firstScreen,
    ...staticallyReached(
      graph,
      ids.find((id) => REST_OF_HOME_MODULE.test(id)),
    ),
  ]);
  const homeOnly = new Set([...firstScreen].filter((id) => !DESIGN_SYSTEM.test(id)));
  // A module stays home's while each importer is home's too: below the fold, or itself kept.
  for (let changed = true; changed;) {
    changed = false;
    for (const id of homeOnly) {
      const importers = graph.getModuleInfo(id)?.importers ?? [];
      if (importers.every((importer) => home.has(importer) && (homeOnly.has(importer) || !firstScreen.has(importer)))) continue;
      homeOnly.delete(id);
      changed = true;
    }
  }
  const rest = [...firstScreen].filter((id) => !homeOnly.has(id));
  return { homeOnly, designSystem: new Set(rest.filter((id) => DESIGN_SYSTEM.test(id))), shared: new Set(rest.filter((id) => !DESIGN_SYSTEM.test(id))) };
}

interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
}

/**
 * Home's first-screen sections in three chunks (see firstScreenParts) instead of a dozen small ones, each paying its
 * own request, gzip dictionary and module overhead. The groups go after the entry's in the build's chunk groups, in
 * this order: a group takes along what its modules import, unless an earlier group took it.
 */
export function firstScreenChunks(): { plugin: Plugin; groups: ChunkGroup[] } {
  let parts: FirstScreenParts = { homeOnly: new Set(), designSystem: new Set(), shared: new Set() };
  const plugin: Plugin = {
    name: 'club-portal:first-screen-chunks',
    apply: 'build',
    buildEnd() {
      parts = firstScreenParts(this);
    },
  };
  return {
    plugin,
    groups: [
      { name: 'first-screen-ui', test: (id) => parts.designSystem.has(id) },
      { name: 'first-screen-shared', test: (id) => parts.shared.has(id) },
      { name: 'first-screen', test: (id) => parts.homeOnly.has(id) },
    ],
  };
}
