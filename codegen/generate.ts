// Regenerates everything under src/generated/ from the contract, the JSON Schemas and the migrated database.
// `tsx codegen/generate.ts` writes; `tsx codegen/generate.ts --check` fails when the committed output is stale.
import { readdir, readFile, writeFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderOutputs } from './outputs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generatedDir = path.join(root, 'src/generated');

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), relative)));
    else files.push(relative);
  }
  return files;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const outputs = await renderOutputs(root);
  const existing = new Set(await listFiles(generatedDir));

  if (check) {
    const stale: string[] = [];
    for (const [file, content] of outputs) {
      const current = await readFile(path.join(generatedDir, file), 'utf8').catch(() => undefined);
      if (current !== content) stale.push(`${file} (${current === undefined ? 'missing' : 'differs'})`);
      existing.delete(file);
    }
    for (const leftover of existing) stale.push(`${leftover} (no longer generated)`);
    if (stale.length > 0) {
      console.error(`src/generated is out of date; run \`npm run codegen\` and commit:\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`codegen: ${outputs.size} generated files are in sync`);
    await checkClubFiles();
    return;
  }

  for (const [file, content] of outputs) {
    await mkdir(path.dirname(path.join(generatedDir, file)), { recursive: true });
    await writeFile(path.join(generatedDir, file), content);
    existing.delete(file);
  }
  for (const leftover of existing) await rm(path.join(generatedDir, leftover));
  console.log(`codegen: wrote ${outputs.size} files to src/generated`);
}

/** The built club files pass the one checker of club files, as the server would check them. */
async function checkClubFiles(): Promise<void> {
  // Loaded here, not at the top: it reads src/generated, which a first codegen run has yet to write.
  const { checkClubManifest } = await import('../src/manifest-overrides/check');
  const clubsDir = path.join(root, 'manifest/clubs');
  const problems: string[] = [];
  for (const file of (await readdir(clubsDir)).filter((name) => name.endsWith('.json')).sort()) {
    const json: unknown = JSON.parse(await readFile(path.join(clubsDir, file), 'utf8'));
    problems.push(...checkClubManifest(json).map((problem) => `manifest/clubs/${file} ${problem}`));
  }
  if (problems.length > 0) {
    console.error(`club files the server would refuse:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('codegen: the club files pass the checker (src/manifest-overrides/check.ts)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
