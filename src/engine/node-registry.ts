import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import type { NodeType, PageNode } from './manifest-types';
import { AccordionNodeView } from './nodes/AccordionNodeView';
import { DataNodeView } from './nodes/DataNodeView';
import { DetailNodeView } from './nodes/DetailNodeView';
import { FormNodeView } from './nodes/FormNodeView';
import { HomeSectionsNodeView } from './nodes/HomeSectionsNodeView';
import { HtmlNodeView } from './nodes/HtmlNodeView';
import { ImageNodeView } from './nodes/ImageNodeView';
import { LinkNodeView } from './nodes/LinkNodeView';
import { ListNodeView } from './nodes/ListNodeView';
import { SectionNodeView } from './nodes/SectionNodeView';
import { TableNodeView } from './nodes/TableNodeView';
import { TabsNodeView } from './nodes/TabsNodeView';
import { TextNodeView } from './nodes/TextNodeView';
import { WidgetNodeView } from './nodes/WidgetNodeView';

type NodeViews = { [Type in NodeType]: ComponentType<{ node: Extract<PageNode, { type: Type }> }> };

/**
 * The node registry, as data: manifest `type` → view. Views are observers, so a node
 * re-renders when the store state it reads changes. Add a node type here, in
 * manifest-types.ts and in schemas/manifest.schema.json.
 */
const nodeViews: NodeViews = {
  section: observer(SectionNodeView),
  text: observer(TextNodeView),
  link: observer(LinkNodeView),
  form: observer(FormNodeView),
  table: observer(TableNodeView),
  list: observer(ListNodeView),
  accordion: observer(AccordionNodeView),
  tabs: observer(TabsNodeView),
  detail: observer(DetailNodeView),
  html: observer(HtmlNodeView),
  widget: observer(WidgetNodeView),
  data: observer(DataNodeView),
  homeSections: observer(HomeSectionsNodeView),
  image: observer(ImageNodeView),
};

/** Every node type a manifest may use. */
export const nodeTypes: ReadonlySet<string> = new Set(Object.keys(nodeViews));

/** The view for a node, or undefined for a type nobody registered (e.g. from a stale manifest). */
export function nodeViewFor(node: PageNode): ComponentType<{ node: PageNode }> | undefined {
  if (!Object.hasOwn(nodeViews, node.type)) return undefined;
  // Each view takes exactly its own node type; indexing by the node's own type keeps them paired.
  return nodeViews[node.type] as ComponentType<{ node: PageNode }>;
}
