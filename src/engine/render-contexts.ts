import { createContext, useContext } from 'react';
import type { FormFile } from '../generated/schemas/manifest';
import type { ShellManifest } from './manifest';
import { baseShellManifest } from './manifest';

/** The data nodes read from: what a `data` node loaded, or the current item of a list. */
export const ScopeContext = createContext<unknown>(undefined);

/** The level of the heading of the section a node is in (1–6), or null outside any titled section. */
export const SectionHeadingLevelContext = createContext<number | null>(null);

export function useScope(): unknown {
  return useContext(ScopeContext);
}

export interface PageContextValue {
  forms: Readonly<Record<string, FormFile>>;
  params: Readonly<Record<string, string | undefined>>;
}

export const PageContext = createContext<PageContextValue>({ forms: {}, params: {} });

export function usePageContext(): PageContextValue {
  return useContext(PageContext);
}

/** The club's merged shell manifest; the bootstrap provides the loaded one. */
export const ShellManifestContext = createContext<ShellManifest>(baseShellManifest);

export function useShellManifest(): ShellManifest {
  return useContext(ShellManifestContext);
}
