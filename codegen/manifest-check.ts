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

/**
 * Every file of manifest/ as an import, so code that cannot list the folder (the built server, the checker of a club's
 * file: src/manifest-overrides/check.ts) holds the base a club's file changes.
 */
export async function renderManifestIndex(root: string, header: string): Promise<string> {
  const files = (await jsonFiles(path.join(root, 'manifest'))).filter((file) => !file.startsWith('clubs/'));
  const name = (file: string) => file.replace(/\.json$/, '').replace(/[^A-Za-z0-9]+(.)/g, (_match, next: string) => next.toUpperCase());
  const imports = files.map((file) => `import ${name(file)} from '../../manifest/${file}';`);
  const inFolder = (folder: string) =>
    files
      .filter((file) => file.startsWith(`${folder}/`))
      .map((file) => `    '${file.slice(folder.length + 1, -'.json'.length)}': ${name(file)},`)
      .join('\n');
  const single = (file: string) => `  ${file.replace(/\.json$/, '')}: ${name(file)},`;
  return `${header}${imports.join('\n')}\n\n/** The product's manifest files, before any club's file: what a club file's changes apply to. */\nexport const manifestBase = {\n${['footer.json', 'header.json', 'home.json', 'layouts.json', 'routes.json'].map(single).join('\n')}\n  pages: {\n${inFolder('pages')}\n  },\n  forms: {\n${inFolder('forms')}\n  },\n} as const;\n`;
}
