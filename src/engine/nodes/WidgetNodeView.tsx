import { memo, Suspense } from 'react';
import { useEngine } from '../EngineContext';
import type { WidgetNode } from '../../generated/schemas/manifest';
import { NodeError } from '../NodeError';
import { isLoadable, useRenderWhenLoaded } from '../loadable';

const NO_OPTIONS: Readonly<Record<string, unknown>> = {};

/**
 * A memo: an update reaching a Suspense boundary still hydrating makes React drop the server's HTML for the
 * placeholder, losing a tap kept on it (src/early-taps). The slot's props are the manifest's, so updates stop here.
 */
export const WidgetSlot = memo(function WidgetSlot({ name, id, options = NO_OPTIONS }: { name: string; id?: string; options?: Readonly<Record<string, unknown>> }) {
  const { widgets } = useEngine();
  const Widget = Object.hasOwn(widgets, name) ? widgets[name] : undefined;
  // A lazy widget's load is the same promise React reads: the slot renders again once it has loaded while its
  // placeholder shows, rather than waiting on React's retry, which a busy screen can put off for good (issue 23 §3).
  const trackPlaceholder = useRenderWhenLoaded(Widget && isLoadable(Widget) ? Widget.load() : undefined, `The widget "${name}"`);
  if (!Widget) return <NodeError message={`Unknown widget "${name}"`} />;
  return (
    <Suspense fallback={<div ref={trackPlaceholder} className="widget-loading" data-widget={name} aria-busy="true" />}>
      <Widget id={id} options={options} />
    </Suspense>
  );
});

export function WidgetNodeView({ node }: { node: WidgetNode }) {
  return <WidgetSlot name={node.name} options={node.options} />;
}
