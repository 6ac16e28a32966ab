import { useRootStore } from '../../stores/StoresContext';
import type { FormatOptions } from '../format-value';

/** The club's formatting settings; call from an observer so views follow settings changes. */
export function useFormatOptions(): FormatOptions {
  return useRootStore().settings.formatOptions;
}
