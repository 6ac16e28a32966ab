import { Suspense, use, useEffect, useState } from 'react';
import { CRASH, MessageError, useMessageText, type Message } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { loadDataSources, type DataSource } from '../data-sources';
import { useEngine } from '../EngineContext';
import type { DataNode } from '../manifest-types';
import { NodeError } from '../NodeError';
import { ScopeContext, usePageContext } from '../render-contexts';
import { RenderNodes } from '../Renderer';

type LoadState = { status: 'loading' } | { status: 'ready'; data: unknown } | { status: 'failed'; message: Message };

function useSourceData(source: DataSource): LoadState {
  const root = useRootStore();
  const { params } = usePageContext();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    source({ root, params })
      .then((data) => current && setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (!current) return;
        if (!(error instanceof MessageError)) console.error(error);
        setState({ status: 'failed', message: error instanceof MessageError ? error.userMessage : CRASH });
      });
    return () => {
      current = false;
    };
    // params is a fresh object per render; its contents are what matter.
  }, [source, root, paramsKey]);

  return state;
}

function LoadedData({ node, source }: { node: DataNode; source: DataSource }) {
  const text = useMessageText();
  const state = useSourceData(source);
  if (state.status === 'loading') return <div className="data-loading" aria-busy="true" />;
  if (state.status === 'failed') {
    return (
      <p role="alert" className="load-error">
        {text(state.message)}
      </p>
    );
  }
  return (
    <ScopeContext.Provider value={state.data}>
      <RenderNodes nodes={node.children} />
    </ScopeContext.Provider>
  );
}

function AreaData({ node }: { node: DataNode }) {
  const sources = use(loadDataSources());
  const source = Object.hasOwn(sources, node.source) ? sources[node.source] : undefined;
  if (!source) return <NodeError message={`Unknown data source "${node.source}"`} />;
  return <LoadedData node={node} source={source} />;
}

export function DataNodeView({ node }: { node: DataNode }) {
  const { sources } = useEngine();
  const added = Object.hasOwn(sources, node.source) ? sources[node.source] : undefined;
  if (added) return <LoadedData node={node} source={added} />;
  return (
    <Suspense fallback={<div className="data-loading" aria-busy="true" />}>
      <AreaData node={node} />
    </Suspense>
  );
}
