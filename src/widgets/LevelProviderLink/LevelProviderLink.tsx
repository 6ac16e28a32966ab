import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useWidgetParams } from '../../engine/route-params';
import { useShellManifest } from '../../engine/render-contexts';
import { customerIdOf } from '../../engine/sources/answers';
import { useAction } from '../../api/use-action';
import type { components } from '../../generated/api';
import { useRootStore } from '../../stores/StoresContext';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';

type LevelProvider = components['schemas']['LevelProvider'];
const PROVIDERS: readonly string[] = ['taykus', 'wpr'] satisfies LevelProvider[];

/**
 * The provider sends the customer back here with their user id; the link is saved and the
 * customer goes on to the route named levels (doc 1 §2.19). A provider name the club does not know, or no
 * user id, is said as such and sends nothing.
 */
function LevelProviderLink() {
  const { provider = '' } = useWidgetParams('levelProviderLink');
  const [search] = useSearchParams();
  const userId = search.get('user_id')?.trim() ?? '';

  if (!PROVIDERS.includes(provider)) return <LoadFailure message={{ key: 'levels.linkUnknownProvider' }} />;
  if (!userId) return <LoadFailure message={{ key: 'levels.linkMissingUser' }} />;
  // Another provider or user id is another link, sent once on its own.
  return <Linking key={`${provider}/${userId}`} provider={provider as LevelProvider} userId={userId} />;
}

function Linking({ provider, userId }: { provider: LevelProvider; userId: string }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const { routes } = useShellManifest();
  const levelsPath = routes.find((route) => route.name === 'levels')?.path ?? '/levels';
  const linking = useAction(
    root,
    () =>
      root.client.POST('/api/publicbookings/levels/{customerId}/provider/{provider}/link', {
        params: { path: { customerId: customerIdOf(root), provider } },
        body: { userId },
      }),
    { runOnMount: true, invalidates: [{ tag: 'levels' }], done: () => void navigate(levelsPath, { replace: true }) },
  );

  if (linking.message) return <LoadFailure message={linking.message} />;
  return (
    <p role="status" aria-busy="true">
      {t('levels.linking')}
    </p>
  );
}

export default observer(LevelProviderLink);
