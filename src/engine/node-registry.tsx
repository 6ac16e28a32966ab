import { observer } from 'mobx-react-lite';
import { use, type ComponentType } from 'react';
import type { PageNode } from '../generated/schemas/manifest';
import { HomeSectionsNodeView } from './nodes/HomeSectionsNodeView';
import { LinkNodeView } from './nodes/LinkNodeView';
import { SectionNodeView } from './nodes/SectionNodeView';
import { TextNodeView } from './nodes/TextNodeView';
import { WidgetNodeView } from './nodes/WidgetNodeView';
import { loadable } from './loadable';
import { trackable, type Trackable } from './trackable';

type NodeType = PageNode['type'];
type NodeView<Type extends NodeType> = ComponentType<{ node: Extract<PageNode, { type: Type }> }>;
type NodeViews = { [Type in NodeType]: NodeView<Type> };

/** Node types of content pages (tables, lists, forms, data…): their views load in one chunk, on first use. */
const PAGE_NODE_TYPES = ['table', 'list', 'accordion', 'tabs', 'detail', 'html', 'data', 'image', 'badge'] as const;
type PageNodeType = (typeof PAGE_NODE_TYPES)[number];
export type PageNodeViews = { [Type in PageNodeType]: NodeView<Type> };

/** A form's view, with the form itself and the contract's rules: loaded with the first page that shows one (home has none). */
const FormNodeView = loadable(() => import('./nodes/FormNodeView').then((module) => ({ default: observer(module.FormNodeView) })));

/** Starts loading the form view, so a page that shows a form comes whole (PageHost awaits it). */
export function loadFormNodeView(): Promise<unknown> {
  return FormNodeView.load();
}

/**
 * The node registry, as data: manifest `type` → view. Views are observers, so a node
 * re-renders when the store state it reads changes. Add a node type here (core, or a page
 * type in PAGE_NODE_TYPES and nodes/page-node-views.ts) and in
 * schemas/manifest.schema.json (its types are generated). Core: what the home page renders, always in the first chunk.
 */
const coreNodeViews: Omit<NodeViews, PageNodeType> = {
  section: observer(SectionNodeView),
  form: FormNodeView,
  text: observer(TextNodeView),
  link: observer(LinkNodeView),
  widget: observer(WidgetNodeView),
  homeSections: observer(HomeSectionsNodeView),
};

let pageViews: Trackable<PageNodeViews> | null = null;

/**
 * The content pages' node views, fetched once. The page loader awaits it for a page that uses
 * one of them, so the page shows whole; elsewhere a view suspends until it arrives.
 */
export function loadPageNodeViews(): Promise<PageNodeViews> {
  pageViews ??= trackable(import('./nodes/page-node-views').then((module) => module.pageNodeViews));
  return pageViews;
}

const isPageNodeType = (type: string): type is PageNodeType => (PAGE_NODE_TYPES as readonly string[]).includes(type);

/** Whether any of these node types needs the content pages' views. */
export function needsPageNodeViews(types: Iterable<string>): boolean {
  return [...types].some(isPageNodeType);
}

/** Reads the loaded views synchronously once they have arrived (React's use()). */
function LazyNodeView({ node }: { node: PageNode }) {
  const View = use(loadPageNodeViews())[node.type as PageNodeType] as ComponentType<{ node: PageNode }>;
  return <View node={node} />;
}

/** Every node type a manifest may use. */
export const nodeTypes: ReadonlySet<string> = new Set([...Object.keys(coreNodeViews), ...PAGE_NODE_TYPES]);

/** The view for a node, or undefined for a type nobody registered (e.g. from a stale manifest). */
export function nodeViewFor(node: PageNode): ComponentType<{ node: PageNode }> | undefined {
  if (isPageNodeType(node.type)) return LazyNodeView;
  if (!Object.hasOwn(coreNodeViews, node.type)) return undefined;
  // Each view takes exactly its own node type; indexing by the node's own type keeps them paired.
  return coreNodeViews[node.type as Exclude<NodeType, PageNodeType>] as ComponentType<{ node: PageNode }>;
}
