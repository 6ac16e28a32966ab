import { Suspense } from 'react';
import { useEngine } from '../EngineContext';
import type { WidgetNode } from '../../generated/schemas/manifest';
import { NodeError } from '../NodeError';
import { isLoadable, useRenderWhenLoaded } from '../loadable';

const NO_OPTIONS: Readonly<Record<string, unknown>> = {};

export function WidgetSlot({ name, id, options = NO_OPTIONS }: { name: string; id?: string; options?: Readonly<Record<string, unknown>> }) {
  const { widgets } = useEngine();
  const Widget = Object.hasOwn(widgets, name) ? widgets[name] : undefined;
  // A lazy widget's load is the same promise React reads: asked for here, the slot renders again once it is loaded
  // while its placeholder shows (never while the server's HTML of it waits to hydrate).
  const trackPlaceholder = useRenderWhenLoaded(Widget && isLoadable(Widget) ? Widget.load() : undefined);
  if (!Widget) return <NodeError message={`Unknown widget "${name}"`} />;
  return (
    <Suspense fallback={<div ref={trackPlaceholder} className="widget-loading" data-widget={name} aria-busy="true" />}>
      <Widget id={id} options={options} />
    </Suspense>
  );
}

export function WidgetNodeView({ node }: { node: WidgetNode }) {
  return <WidgetSlot name={node.name} options={node.options} />;
}
