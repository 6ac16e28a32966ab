import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createBootstrapApiPort } from './app/bootstrap-api-port';
import { loadShellManifest } from './engine/manifest';
import { createI18n } from './i18n/create-i18n';
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from './i18n/languages';
import { loadDictionaries } from './i18n/load-dictionaries';
import { RootStore } from './stores/RootStore';
import { createBrowserStorage } from './stores/storage';
import './sections/sections.css';

function leaveTo(path: string): void {
  // /404-page.html is itself served by this app: don't bounce on it forever.
  if (window.location.pathname !== path) window.location.assign(path);
}

async function bootstrap(): Promise<void> {
  const storage = createBrowserStorage();
  const language = resolveLanguage(storage.get<string>(LANGUAGE_STORAGE_KEY), navigator.languages);
  document.documentElement.lang = language;

  const root = new RootStore({
    api: createBootstrapApiPort(),
    storage,
    navigate: leaveTo,
    reload: () => window.location.reload(),
  });
  const [dictionaries, manifest] = await Promise.all([loadDictionaries(language), loadShellManifest(), root.start()]);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  createRoot(container).render(
    <StrictMode>
      <App root={root} i18n={createI18n(language, dictionaries)} manifest={manifest} />
    </StrictMode>,
  );
}

void bootstrap();
