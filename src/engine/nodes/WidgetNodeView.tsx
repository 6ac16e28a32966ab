import { Suspense } from 'react';
import { useEngine } from '../EngineContext';
import type { WidgetNode } from '../../generated/schemas/manifest';
import { NodeError } from '../NodeError';

const NO_OPTIONS: Readonly<Record<string, unknown>> = {};

export function WidgetSlot({ name, id, options = NO_OPTIONS }: { name: string; id?: string; options?: Readonly<Record<string, unknown>> }) {
  const { widgets } = useEngine();
  const Widget = Object.hasOwn(widgets, name) ? widgets[name] : undefined;
  if (!Widget) return <NodeError message={`Unknown widget "${name}"`} />;
  return (
    <Suspense fallback={<div className="widget-loading" data-widget={name} aria-busy="true" />}>
      <Widget id={id} options={options} />
    </Suspense>
  );
}

export function WidgetNodeView({ node }: { node: WidgetNode }) {
  return <WidgetSlot name={node.name} options={node.options} />;
}
