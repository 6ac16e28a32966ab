import { Suspense, use, useEffect } from 'react';
import { failureMessage, useMessageText } from '../../i18n/message';
import { query } from '../../stores/QueryCache';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { FailureState } from '../../ui/EmptyState/FailureState';
import { loadDataSources, loadSourceReads, type DataSource } from '../data-sources';
import { dataSourceKey } from '../../api/query-keys';
import type { OperationId } from '../../generated/operations';
import { useEngine } from '../EngineContext';
import type { DataNode } from '../../generated/schemas/manifest';
import { NodeError } from '../NodeError';
import { ScopeContext, usePageContext } from '../render-contexts';
import { RenderNodes } from '../Renderer';
import { DataLoading } from './DataLoading';

function LoadedData({ node, source, operation }: { node: DataNode; source: DataSource; operation: OperationId | null }) {
  const text = useMessageText();
  const root = useRootStore();
  const { params } = usePageContext();
  // A source's answer depends on the page's parameters and on who is logged in; a write to its operation reloads it.
  const state = useQuery(query(dataSourceKey(operation, node.source, params, root.session.customerId), (signal) => source({ root, params, signal })));
  const failed = state.status === 'failed' ? state.error : null;
  const quiet = node.onFailure === 'log';
  useEffect(() => {
    if (quiet && failed !== null) console.error(`Could not load ${node.source}`, failed);
  }, [quiet, failed, node.source]);
  if (state.status === 'loading') return <DataLoading nodes={node.children} />;
  if (state.status === 'failed') {
    if (quiet) return null;
    return <FailureState message={text(failureMessage(state.error))} />;
  }
  return (
    <ScopeContext.Provider value={state.data}>
      <RenderNodes nodes={node.children} />
    </ScopeContext.Provider>
  );
}

function AreaData({ node }: { node: DataNode }) {
  const sources = use(loadDataSources());
  const reads = use(loadSourceReads());
  const source = Object.hasOwn(sources, node.source) ? sources[node.source] : undefined;
  if (!source) return <NodeError message={`Unknown data source "${node.source}"`} />;
  return <LoadedData node={node} source={source} operation={Object.hasOwn(reads, node.source) ? (reads[node.source]?.operation ?? null) : null} />;
}

export function DataNodeView({ node }: { node: DataNode }) {
  const { sources } = useEngine();
  const added = Object.hasOwn(sources, node.source) ? sources[node.source] : undefined;
  if (added) return <LoadedData node={node} source={added} operation={null} />;
  return (
    <Suspense fallback={<DataLoading nodes={node.children} />}>
      <AreaData node={node} />
    </Suspense>
  );
}
