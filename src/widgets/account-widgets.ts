import type { WidgetMap } from '../engine/widget-types';

/** Widgets of this area by manifest name; one folder per widget beside this file. */
export const accountWidgets: WidgetMap = {};
