import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '../..');
const WRAPPER = 'activities/DynamicForm/RjsfForm.tsx';

/** An import of rjsf's form or of its ajv validator (which compiles code with eval: the Content-Security-Policy refuses it). */
const RJSF_FORM = /\bfrom\s+'@rjsf\/(core|validator-ajv8)'|\bimport\(\s*'@rjsf\/(core|validator-ajv8)'\)/;

function importsOfRjsfForm(files: Array<[string, string]>): string[] {
  return files.flatMap(([path, text]) => text.split('\n').flatMap((line, index) => (RJSF_FORM.test(line) ? [`${path}:${index + 1}`] : [])));
}

function portalSources(): Array<[string, string]> {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith('server/'))
    .map((name) => [name, readFileSync(join(SRC, name), 'utf8')]);
}

describe('one rjsf form', () => {
  it('only RjsfForm renders rjsf: every form gets its no-eval validator, our widgets and templates', () => {
    expect(importsOfRjsfForm(portalSources())).toEqual([`${WRAPPER}:1`]);
  });

  it('finds a form that renders rjsf by itself', () => {
    const planted: Array<[string, string]> = [
      ['a.tsx', "import Form from '@rjsf/core';"],
      ['b.tsx', "import validator from '@rjsf/validator-ajv8';"],
      ['c.tsx', "const Form = lazy(() => import('@rjsf/core'));"],
      ['d.tsx', "import type { WidgetProps } from '@rjsf/utils';"],
    ];
    expect(importsOfRjsfForm(planted)).toEqual(['a.tsx:1', 'b.tsx:1', 'c.tsx:1']);
  });
});
