import { observer } from 'mobx-react-lite';
import type { PageNodeViews } from '../node-registry';
import { AccordionNodeView } from './AccordionNodeView';
import { BadgeNodeView } from './BadgeNodeView';
import { DataNodeView } from './DataNodeView';
import { DetailNodeView } from './DetailNodeView';
import { HtmlNodeView } from './HtmlNodeView';
import { ImageNodeView } from './ImageNodeView';
import { ListNodeView } from './ListNodeView';
import { TableNodeView } from './TableNodeView';
import { TabsNodeView } from './TabsNodeView';

/** The views of the nodes content pages use; one chunk, loaded with the first page that has one. */
export const pageNodeViews: PageNodeViews = {
  table: observer(TableNodeView),
  list: observer(ListNodeView),
  accordion: observer(AccordionNodeView),
  tabs: observer(TabsNodeView),
  detail: observer(DetailNodeView),
  html: observer(HtmlNodeView),
  data: observer(DataNodeView),
  image: observer(ImageNodeView),
  badge: observer(BadgeNodeView),
};
