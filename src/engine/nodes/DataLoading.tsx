import type { PageNode } from '../../generated/schemas/manifest';
import { Skeleton } from '../../ui/Skeleton/Skeleton';

/** A detail page's data (a post, a training): its children open with the page's own heading. */
function isDetail(nodes: readonly PageNode[]): boolean {
  const first = nodes[0];
  return first?.type === 'text' && first.as === 'h1';
}

/** One child's placeholder: a heading, its lines of text, a picture's box, a few lines for server HTML. */
function Placeholder({ node }: { node: PageNode }) {
  switch (node.type) {
    case 'text':
      if (node.as === 'h1' || node.as === 'h2') return <Skeleton kind="heading" />;
      // A field (a post's lead) runs to two lines on a phone; a message (a byline) is one.
      return <Skeleton kind="text" count={node.field ? 2 : 1} />;
    case 'image':
      return node.appearance === 'full' ? <span className="cz-skeleton image image--full" aria-hidden="true" /> : <Skeleton kind="row" />;
    case 'html':
      return <Skeleton kind="text" count={6} />;
    case 'widget':
      return null;
    default:
      return <Skeleton kind="row" />;
  }
}

/**
 * While a data node loads: placeholders of the final size, so the page below does not jump when it arrives; a
 * detail page gets its own shape (heading, lead, picture, text), as generic rows are far shorter (issue 25).
 */
export function DataLoading({ nodes }: { nodes: readonly PageNode[] }) {
  if (!isDetail(nodes)) {
    return (
      <div className="data-loading" aria-busy="true">
        <Skeleton kind="row" count={3} />
      </div>
    );
  }
  return (
    <div className="data-loading data-loading--detail" aria-busy="true">
      {nodes.map((node, index) => (
        <Placeholder key={index} node={node} />
      ))}
    </div>
  );
}
