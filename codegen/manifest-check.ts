import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The generated type each file under manifest/ must satisfy, by its path there. */
function typeOf(file: string): string {
  const [folder, name] = file.includes('/') ? file.split('/') : ['', file];
  if (folder === 'pages') return 'PageFile';
  if (folder === 'forms') return 'FormFile';
  if (folder === 'clubs') return 'ClubOverride';
  const kinds: Record<string, string> = {
    'routes.json': 'RoutesFile',
    'layouts.json': 'LayoutsFile',
    'header.json': 'HeaderFile',
    'footer.json': 'FooterFile',
    'home.json': 'HomeFile',
  };
  const kind = kinds[name ?? ''];
  if (!kind) throw new Error(`manifest/${file}: no manifest type for this file (codegen/manifest-check.ts)`);
  return kind;
}

async function jsonFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await jsonFiles(path.join(dir, entry.name), relative)));
    else if (entry.name.endsWith('.json')) files.push(relative);
  }
  return files;
}

/**
 * `tsc` checks every manifest file: JSON imports type their strings as `string`, so a discriminated
 * node union cannot check them; here each file's content is an object literal that `satisfies` its
 * generated type (src/generated/schemas/manifest.ts), which keeps literal types and catches unknown
 * properties. `codegen --check` (in `npm test`) fails when this copy and manifest/ disagree.
 */
export async function renderManifestCheck(root: string, header: string): Promise<string> {
  const manifestDir = path.join(root, 'manifest');
  const files = await jsonFiles(manifestDir);
  const kinds = [...new Set(files.map(typeOf))].sort();
  const blocks: string[] = [];
  for (const file of files) {
    const json = JSON.stringify(JSON.parse(await readFile(path.join(manifestDir, file), 'utf8')), null, 2);
    blocks.push(`// manifest/${file}\n(${json}) satisfies ${typeOf(file)};\n`);
  }
  return `${header}// tsc checks every file of manifest/ against its type; see codegen/manifest-check.ts.\nimport type { ${kinds.join(', ')} } from './schemas/manifest';\n\n${blocks.join('\n')}`;
}

/** The ids of the pages and forms under manifest/, so code that cannot list the folder (the built server) knows them. */
export async function renderManifestIndex(root: string, header: string): Promise<string> {
  const files = await jsonFiles(path.join(root, 'manifest'));
  const ids = (folder: string) => files.filter((file) => file.startsWith(`${folder}/`)).map((file) => `'${file.slice(folder.length + 1, -'.json'.length)}'`);
  return `${header}export const manifestPages = [${ids('pages').join(', ')}] as const;\n\nexport const manifestForms = [${ids('forms').join(', ')}] as const;\n`;
}
