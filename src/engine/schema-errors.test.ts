import { describe, expect, it } from 'vitest';
import { formatSchemaErrors } from './schema-errors';
import { createManifestCheck } from '../../tests/support/manifest-schema-validation';

const check = createManifestCheck();

describe('formatSchemaErrors', () => {
  it('points at the offending route with file and JSON path', () => {
    const broken = {
      routes: [
        { path: '/', access: 'public', layout: 'insecure', page: 'home' },
        { path: '/account', access: 'members', layout: 'secure', page: 'account' },
      ],
    };
    expect(check('routesFile', 'routes.json', broken)).toEqual(['routes.json#/routes/1/access: must be equal to one of the allowed values ("public", "login")']);
  });

  it('names an unknown node type deep inside a page', () => {
    const broken = {
      title: 'pages.home',
      body: [{ type: 'section', children: [{ type: 'text', text: 'pages.home' }, { type: 'carousel' }] }],
    };
    expect(check('pageFile', 'pages/home.json', broken)).toEqual(['pages/home.json#/body/0/children/1: value of tag "type" must be in oneOf (got "carousel")']);
  });

  it('names a property the schema does not allow', () => {
    const broken = { fields: [{ name: 'email', widget: 'email', label: 'fields.email', requird: true }], submitLabel: 'auth.send' };
    expect(check('formFile', 'forms/x.json', broken)).toEqual(['forms/x.json#/fields/0: must NOT have additional properties "requird"']);
  });

  it('reports errors at the root with a slash', () => {
    expect(check('homeFile', 'home.json', {})).toEqual(["home.json#/: must have required property 'sections'"]);
  });

  it('returns nothing for valid data or missing errors', () => {
    expect(check('homeFile', 'home.json', { sections: [] })).toEqual([]);
    expect(formatSchemaErrors('x.json', null)).toEqual([]);
  });
});
