import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useWidgetParams } from '../../engine/route-params';
import { useShellManifest } from '../../engine/render-contexts';
import { customerIdOf } from '../../engine/sources/answers';
import { okAnswer } from '../../api/answers';
import type { components } from '../../generated/api';
import { useRootStore } from '../../stores/StoresContext';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { failureMessage, type Message } from '../../i18n/message';

type LevelProvider = components['schemas']['LevelProvider'];
const PROVIDERS: readonly string[] = ['taykus', 'wpr'] satisfies LevelProvider[];

/**
 * The provider sends the customer back here with their user id; the link is saved and the
 * customer goes on to the route named levels (doc 1 §2.19). A provider name the club does not know, or no
 * user id, is said as such and sends nothing.
 */
function LevelProviderLink() {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const { routes } = useShellManifest();
  const { provider = '' } = useWidgetParams('levelProviderLink');
  const [search] = useSearchParams();
  const userId = search.get('user_id')?.trim() ?? '';
  const [failure, setFailure] = useState<Message | null>(null);
  const levelsPath = routes.find((route) => route.name === 'levels')?.path ?? '/levels';

  useEffect(() => {
    if (!userId || !PROVIDERS.includes(provider)) return;
    let current = true;
    const link = async () => {
      const customerId = customerIdOf(root);
      await okAnswer(
        root.client.POST('/api/publicbookings/levels/{customerId}/provider/{provider}/link', {
          params: { path: { customerId, provider: provider as LevelProvider } },
          body: { userId },
        }),
      );
    };
    link()
      .then(() => current && navigate(levelsPath, { replace: true }))
      .catch((error: unknown) => current && setFailure(failureMessage(error)));
    return () => {
      current = false;
    };
  }, [root, provider, userId, levelsPath, navigate]);

  if (!PROVIDERS.includes(provider)) return <LoadFailure message={{ key: 'levels.linkUnknownProvider' }} />;
  if (!userId) return <LoadFailure message={{ key: 'levels.linkMissingUser' }} />;
  if (failure) return <LoadFailure message={failure} />;
  return (
    <p role="status" aria-busy="true">
      {t('levels.linking')}
    </p>
  );
}

export default observer(LevelProviderLink);
