import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useRootStore } from '../stores/StoresContext';
import type { ResolvedPage } from './page-loader';
import { PageContext } from './render-contexts';
import { RenderNodes } from './Renderer';

export const ManifestPage = observer(function ManifestPage({ resolved }: { resolved: ResolvedPage }) {
  const { t } = useTranslation();
  const params = useParams();
  const root = useRootStore();
  const title = `${t(resolved.page.title)} | ${root.settings.pageTitle}`;
  const context = useMemo(() => ({ forms: resolved.forms, params }), [resolved, params]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <PageContext.Provider value={context}>
      <RenderNodes nodes={resolved.page.body} />
    </PageContext.Provider>
  );
});
