// The portal's import graph (src/ without the server and the generated code): which folders import each other
// in a circle. A cycle between folders means a shared piece lives on the wrong side: move it to a support
// module both import.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, portalFiles, TEST_CODE } from './import-graph';

/** Folders whose every subfolder is a unit of its own (a widget, a design-system component, a feature's piece). */
const FOLDERS_OF_UNITS = new Set(['widgets', 'ui', 'booking', 'payments', 'activities', 'shop']);

/** `widgets/ByPlaceList`, `ui/Button`, or a whole layer (`engine`, `stores`) for the folders that are one unit. */
function unitOf(srcDir: string, file: string): string {
  const [top = '', sub, ...rest] = path.relative(srcDir, file).split(path.sep);
  if (sub === undefined) return '(src)';
  if (FOLDERS_OF_UNITS.has(top) && rest.length > 0) return `${top}/${sub}`;
  return top;
}

// Imports that close a circle on purpose or that are known and left for later; anything else that closes one fails.
export function allowedCycleImport(fromFile: string, toFile: string): boolean {
  // The widget registry: the engine finds a widget by the name a manifest gives (engine → widgets), and widgets
  // use the engine's helpers (formats, data paths). The engine reaches the widgets only through this one file.
  if (fromFile === path.join('engine', 'widget-map.ts') && toFile.startsWith(`widgets${path.sep}`)) return true;
  // Known, left for later: the form section checks its fields with the engine's form rules (engine/validation.ts)
  // and shows the engine's NodeError, while the engine's nodes render the sections.
  if (fromFile.startsWith(path.join('sections', 'form')) && /^engine[\\/](validation|NodeError)\.tsx?$/.test(toFile)) return true;
  return false;
}

interface ImportCycle {
  /** The folders of the cycle, each importing the next (and the last the first). */
  units: string[];
  /** One import per step, `from -> to`, relative to src/. */
  imports: string[];
}

/** The circles of imports between the portal's folders: the shortest one through each folder that is on one. */
export function folderImportCycles(srcDir: string, ignored: (fromFile: string, toFile: string) => boolean = () => false): ImportCycle[] {
  const edges = new Map<string, Map<string, string>>();
  for (const file of portalFiles(srcDir)) {
    const from = unitOf(srcDir, file);
    for (const target of importsOf(file, readFileSync(file, 'utf8'))) {
      if (TEST_CODE.test(target) || target.includes(`${path.sep}server${path.sep}`) || target.includes(`${path.sep}generated${path.sep}`)) continue;
      const to = unitOf(srcDir, target);
      if (to === from || ignored(path.relative(srcDir, file), path.relative(srcDir, target))) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const out = edges.get(from)!;
      if (!out.has(to)) out.set(to, `${path.relative(srcDir, file)} -> ${path.relative(srcDir, target)}`);
    }
  }
  const cycles = new Map<string, ImportCycle>();
  for (const group of stronglyConnected(edges)) {
    for (const unit of group) {
      const cycle = cycleThrough(unit, new Set(group), edges);
      cycles.set([...cycle.units].sort().join(' '), cycle);
    }
  }
  return [...cycles.values()];
}

function stronglyConnected(edges: Map<string, Map<string, string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (unit: string): void => {
    index.set(unit, counter);
    low.set(unit, counter++);
    stack.push(unit);
    onStack.add(unit);
    for (const next of edges.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(unit, Math.min(low.get(unit)!, index.get(next)!));
    }
    if (low.get(unit) === index.get(unit)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== unit);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const unit of edges.keys()) if (!index.has(unit)) visit(unit);
  return groups;
}

/** A shortest way from a folder back to itself inside its group, with the import of each step. */
function cycleThrough(start: string, inGroup: Set<string>, edges: Map<string, Map<string, string>>): ImportCycle {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift()!;
    for (const next of edges.get(unit)?.keys() ?? []) {
      if (!inGroup.has(next)) continue;
      if (next === start) {
        const units = [unit];
        while (units[0] !== start) units.unshift(cameFrom.get(units[0] ?? start)!);
        const imports = units.map((from, step) => edges.get(from)!.get(units[step + 1] ?? start)!);
        return { units, imports };
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, unit);
        queue.push(next);
      }
    }
  }
  return { units: [start], imports: [] };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const cycles = folderImportCycles(path.resolve('src'), allowedCycleImport);
  for (const cycle of cycles) console.log(`${[...cycle.units, cycle.units[0]].join(' -> ')}\n  ${cycle.imports.join('\n  ')}`);
  console.log(cycles.length === 0 ? 'No import cycles between the portal folders.' : `${cycles.length} import cycle(s).`);
}
