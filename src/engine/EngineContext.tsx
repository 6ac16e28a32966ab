import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FieldWidgetMap } from '../sections/form/field-widgets';
import type { ActionMap } from './actions';
import type { DataSourceMap } from './data-sources';
import { widgets } from './widget-map';
import type { WidgetMap } from './widget-types';

/**
 * Everything a manifest may name, looked up by name at render time. `actions`, `sources`
 * and `fieldWidgets` hold only additions (a hand-written page, a test); the standard ones
 * load on demand (loadFormActions, loadDataSources, FormSection's own field widgets).
 */
export interface EngineRegistries {
  widgets: WidgetMap;
  actions: ActionMap;
  sources: DataSourceMap;
  fieldWidgets: FieldWidgetMap;
}

// The standard field widgets come with FormSection, which loads with the first form.
const defaultRegistries: EngineRegistries = { widgets, actions: {}, sources: {}, fieldWidgets: {} };

const EngineContext = createContext<EngineRegistries>(defaultRegistries);

export function useEngine(): EngineRegistries {
  return useContext(EngineContext);
}

/** Adds or replaces registry entries for a subtree (a hand-written page, or a test). */
export function EngineProvider({ children, ...extra }: Partial<EngineRegistries> & { children: ReactNode }) {
  const parent = useEngine();
  const { widgets: w, actions: a, sources: s, fieldWidgets: f } = extra;
  const value = useMemo(
    () => ({
      widgets: { ...parent.widgets, ...w },
      actions: { ...parent.actions, ...a },
      sources: { ...parent.sources, ...s },
      fieldWidgets: { ...parent.fieldWidgets, ...f },
    }),
    [parent, w, a, s, f],
  );
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>;
}
