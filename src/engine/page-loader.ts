import homePage from '../../manifest/pages/home.json';
import type { ClubOverride, FormFile, PageFile, PageNode } from '../generated/schemas/manifest';
import { clubFileFor, mergeFormStructure, mergePageStructure } from './club-file-merges';

// Lazy: each page and form is its own small chunk, fetched when first shown.
const pageIndex = () => import('./page-index');

/** Home's page, a few bytes, comes with the entry: a visit that starts there does not wait for the index of every page. */
const PAGES_IN_ENTRY: Readonly<Record<string, PageFile>> = { home: homePage as PageFile };

export interface ResolvedPage {
  id: string;
  page: PageFile;
  forms: Record<string, FormFile>;
}

export async function hasPage(pageId: string): Promise<boolean> {
  if (Object.hasOwn(PAGES_IN_ENTRY, pageId)) return true;
  const { pageModules } = await pageIndex();
  return `../../manifest/pages/${pageId}.json` in pageModules;
}

export async function loadForm(formId: string, override: ClubOverride): Promise<FormFile | null> {
  const { formModules } = await pageIndex();
  const load = formModules[`../../manifest/forms/${formId}.json`];
  if (!load) return null;
  const clubFile = clubFileFor(override);
  return clubFile ? (await clubFile).mergeForm(formId, await load(), override).result : mergeFormStructure(formId, await load(), override);
}

function childrenOf(node: PageNode): PageNode[] {
  switch (node.type) {
    case 'section':
    case 'data':
      return node.children;
    case 'list':
      return node.item;
    case 'accordion':
      return [...(node.panels ?? []).flatMap((panel) => panel.children), ...(node.panel?.children ?? [])];
    case 'tabs':
      return node.tabs.flatMap((tab) => tab.children);
    default:
      return [];
  }
}

/** Every node type a page uses, so what its nodes need can be fetched with the page. */
export function nodeTypesOf(nodes: readonly PageNode[]): Set<PageNode['type']> {
  return new Set(nodes.flatMap((node) => [node.type, ...nodeTypesOf(childrenOf(node))]));
}

export function formIdsOf(nodes: readonly PageNode[]): string[] {
  const ids = nodes.flatMap((node) => [...(node.type === 'form' ? [node.form] : []), ...formIdsOf(childrenOf(node))]);
  return [...new Set(ids)];
}

async function loadPageFile(pageId: string): Promise<PageFile> {
  const { pageModules } = await pageIndex();
  const load = pageModules[`../../manifest/pages/${pageId}.json`];
  if (!load) throw new Error(`Page "${pageId}" is not implemented yet`);
  return load();
}

/** The page with the club's override applied, plus every form it uses, fetched in parallel. */
export async function loadPage(pageId: string, override: ClubOverride): Promise<ResolvedPage> {
  const base = Object.hasOwn(PAGES_IN_ENTRY, pageId) ? PAGES_IN_ENTRY[pageId]! : await loadPageFile(pageId);
  const clubFile = clubFileFor(override);
  const page = clubFile ? (await clubFile).mergePage(pageId, base, override).result : mergePageStructure(pageId, base, override);
  const formIds = formIdsOf(page.body);
  const forms = await Promise.all(formIds.map((id) => loadForm(id, override)));
  const entries = formIds.flatMap((id, index) => {
    const form = forms[index];
    return form ? [[id, form] as const] : [];
  });
  return { id: pageId, page, forms: Object.fromEntries(entries) };
}
