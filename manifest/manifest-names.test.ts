// Every name the manifests use resolves: a typo fails here, with its file and JSON path,
// instead of showing an error node at run time.
import { describe, expect, it } from 'vitest';
import { manifestFiles, readManifest } from './manifest-files';
import { menuActions } from '../src/app/layout/menu-actions';
import { loadFormActions } from '../src/engine/actions';
import { loadDataSources } from '../src/engine/data-sources';
import { baseShellManifest } from '../src/engine/manifest';
import { unresolvedNames, type KnownNames } from '../src/manifest-overrides/names';
import { nodeTypes } from '../src/engine/node-registry';
import { widgets } from '../src/engine/widget-map';
import { fieldWidgets } from '../src/sections/form/field-widgets';
import english from '../locales/en-US.json';

function hasMessage(key: string): boolean {
  let node: unknown = english;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node !== '';
}

const files = manifestFiles;

async function knownNames(): Promise<KnownNames> {
  return {
    nodeTypes,
    widgets: new Set(Object.keys(widgets)),
    sources: new Set(Object.keys(await loadDataSources())),
    actions: new Set(Object.keys(await loadFormActions())),
    menuActions: new Set(Object.keys(menuActions)),
    forms: new Set(files.filter((file) => file.startsWith('forms/')).map((file) => file.replace(/^forms\/|\.json$/g, ''))),
    fieldWidgets: new Set(Object.keys(fieldWidgets)),
    routePaths: baseShellManifest.routes.map((route) => route.path),
    hasMessage,
  };
}

describe('names in the manifests', () => {
  it.each(files)('%s names only node types, widgets, sources, actions, forms, field widgets, messages and routes that exist', async (file) => {
    const json = readManifest<unknown>(file);
    expect(unresolvedNames(file, json, await knownNames())).toEqual([]);
  });

  it('points at a misspelt name with its file and JSON path', async () => {
    const known = await knownNames();
    const page = { title: 'pages.account', body: [{ type: 'section', children: [{ type: 'widget', name: 'savedCardz' }, { type: 'txet' }] }] };
    expect(unresolvedNames('pages/account.json', page, known)).toEqual([
      'pages/account.json /body/0/children/0/name: unknown widget "savedCardz"',
      'pages/account.json /body/0/children/1/type: unknown node type "txet"',
    ]);
    const header = { entries: [{ id: 'x', label: 'header.nope', to: '/acount', children: [{ id: 'y', action: 'logOut' }] }] };
    expect(unresolvedNames('header.json', header, known)).toEqual([
      'header.json /entries/0/label: unknown message key "header.nope"',
      'header.json /entries/0/to: unknown route "/acount"',
      'header.json /entries/0/children/0/action: unknown menu action "logOut"',
    ]);
    const form = { submitLabel: 'common.save', fields: [{ name: 'a', widget: 'txt', label: 'common.save' }] };
    expect(unresolvedNames('forms/x.json', form, known)).toEqual(['forms/x.json /fields/0/widget: unknown field widget "txt"']);
    const club = { home: { sections: [{ id: 'gallery', type: 'galery' }] }, pages: { blog: { body: [{ type: 'data', source: 'posts', children: [] }] } } };
    expect(unresolvedNames('clubs/x.json', club, known)).toEqual([
      'clubs/x.json /home/sections/0/type: unknown widget "galery"',
      'clubs/x.json /pages/blog/body/0/source: unknown data source "posts"',
    ]);
  });
});
