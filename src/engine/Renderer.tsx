import { observer } from 'mobx-react-lite';
import { evaluateCondition } from './conditions';
import type { PageNode } from '../generated/schemas/manifest';
import { nodeViewFor } from './node-registry';
import { NodeError } from './NodeError';
import { useScopedConditionContext } from './use-condition-context';

/** Renders one manifest node: checks its show-condition, then hands it to its registered view. */
export const Renderer = observer(function Renderer({ node }: { node: PageNode }) {
  const conditions = useScopedConditionContext();
  if (typeof node !== 'object' || node === null || typeof node.type !== 'string') {
    return <NodeError message="Invalid node: expected an object with a type" />;
  }
  if (node.when && !evaluateCondition(node.when, conditions)) return null;
  const View = nodeViewFor(node);
  if (!View) return <NodeError message={`Unknown node type "${node.type}"`} />;
  return <View node={node} />;
});

export function RenderNodes({ nodes }: { nodes: readonly PageNode[] }) {
  return (
    <>
      {nodes.map((node, index) => (
        <Renderer key={index} node={node} />
      ))}
    </>
  );
}
