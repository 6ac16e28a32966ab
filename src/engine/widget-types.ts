import type { ComponentType } from 'react';

export interface WidgetProps {
  /** The section id when the widget renders a home section. */
  id?: string;
  options: Readonly<Record<string, unknown>>;
}

export type WidgetMap = Record<string, ComponentType<WidgetProps>>;
