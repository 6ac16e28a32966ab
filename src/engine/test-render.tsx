// Renders engine trees with everything they expect around them: router, stores, i18n, registries.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '../i18n/test-i18n';
import type { RootStore } from '../stores/RootStore';
import { RootStoreProvider } from '../stores/StoresContext';
import { createTestRoot } from '../stores/test-support';
import { EngineProvider, type EngineRegistries } from './EngineContext';
import type { FormFile } from '../generated/schemas/manifest';
import { PageContext } from './render-contexts';

export interface EngineRenderOptions {
  root?: RootStore;
  path?: string;
  registries?: Partial<EngineRegistries>;
  forms?: Record<string, FormFile>;
}

export function renderWithEngine(ui: ReactElement, options: EngineRenderOptions = {}) {
  const root = options.root ?? createTestRoot().root;
  const result = render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <RootStoreProvider value={root}>
        <I18nextProvider i18n={createTestI18n()}>
          <EngineProvider {...options.registries}>
            <PageContext.Provider value={{ forms: options.forms ?? {}, params: {} }}>{ui}</PageContext.Provider>
          </EngineProvider>
        </I18nextProvider>
      </RootStoreProvider>
    </MemoryRouter>,
  );
  return { ...result, root };
}
