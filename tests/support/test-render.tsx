// Renders engine trees with everything they expect around them: router, stores, i18n, registries.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from './test-i18n';
import type { RootStore } from '../../src/stores/RootStore';
import { RootStoreProvider } from '../../src/stores/StoresContext';
import { createTestRoot } from './test-root';
import { EngineProvider, type EngineRegistries } from '../../src/engine/EngineContext';
import type { FormFile } from '../../src/generated/schemas/manifest';
import { PageContext } from '../../src/engine/render-contexts';

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
