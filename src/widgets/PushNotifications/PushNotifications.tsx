import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../api/use-action';
import { modelAnswer, succeeded } from '../../api/answers';
import type { components } from '../../generated/api';
import { PUSH_KINDS, type PushKind } from '../../domain/push-kinds';
import { customerIdOf } from '../../engine/sources/answers';
import { CRASH, failureMessage, MessageError, useMessageText } from '../../i18n/message';
import { query, type Query } from '../../stores/QueryCache';
import type { RootStore } from '../../stores/RootStore';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { browserPushSupport, subscribeThisBrowser, thisBrowserEndpoint } from './browser-push';
import './PushNotifications.css';

type Preferences = components['schemas']['PushPreferences'];

function preferencesQuery(root: RootStore): Query<Preferences> {
  return query(['getPushPreferences', root.session.customerId], async (signal) => {
    const path = { customerId: customerIdOf(root) };
    return (await modelAnswer(root.client.GET('/api/publicpush/preferences/{customerId}', { params: { path }, signal }))) ?? { enabled: [], subscriptions: 0 };
  });
}

/**
 * Turns one kind on or off. Turning one on first makes sure this browser is subscribed (asking its permission, on
 * this tap only); turning the last one off forgets this browser for the customer.
 */
async function changePreference(root: RootStore, kind: PushKind, enabled: boolean) {
  const path = { customerId: customerIdOf(root) };
  if (enabled) {
    const publicKey = async () => {
      const key = (await modelAnswer(root.client.GET('/api/publicpush/public-key')))?.publicKey;
      if (!key) throw new MessageError(CRASH);
      return key;
    };
    const subscribed = await root.client.POST('/api/publicpush/subscribe/{customerId}', { params: { path }, body: await subscribeThisBrowser(publicKey) });
    if (!succeeded(subscribed)) return subscribed;
  }
  const changed = await root.client.POST('/api/publicpush/preferences/{customerId}', { params: { path }, body: { kind, enabled } });
  const endpoint = !enabled && succeeded(changed) && changed.data?.model?.enabled.length === 0 ? await thisBrowserEndpoint() : null;
  if (endpoint) await root.client.POST('/api/publicpush/unsubscribe/{customerId}', { params: { path }, body: { endpoint } });
  return changed;
}

/** The account's Notifications tab (issue 40): one switch per kind of Web Push the player may ask for. */
function PushNotifications() {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const preferences = useQuery(preferencesQuery(root));
  const change = useAction(root, (kind: PushKind, enabled: boolean) => changePreference(root, kind, enabled), { invalidates: ['getPushPreferences'] });

  if (preferences.status === 'loading') return <Skeleton kind="row" count={3} />;
  if (preferences.status === 'failed') return <LoadFailure message={failureMessage(preferences.error)} />;

  const support = browserPushSupport();
  const notice = support === 'unsupported' ? 'notifications.unsupported' : support === 'denied' ? 'notifications.blocked' : null;
  const on = new Set(preferences.data.enabled);
  return (
    <div className="push-notifications">
      <p className="push-notifications__lead">{t('notifications.lead')}</p>
      {notice ? (
        <p role="status" className="push-notifications__notice">
          {t(notice)}
        </p>
      ) : null}
      <fieldset className="push-notifications__kinds" aria-busy={change.busy}>
        <legend className="push-notifications__legend">{t('notifications.title')}</legend>
        {PUSH_KINDS.map((kind) => {
          const id = `push-kind-${kind}`;
          return (
            <div key={kind} className="push-notifications__kind">
              <input
                id={id}
                type="checkbox"
                role="switch"
                className="push-notifications__switch"
                aria-describedby={`${id}-help`}
                checked={on.has(kind)}
                disabled={change.busy || (support === 'unsupported' && !on.has(kind))}
                onChange={(event) => void change.run(kind, event.target.checked)}
              />
              <label htmlFor={id} className="push-notifications__label">
                {t(`notifications.kinds.${kind}`)}
              </label>
              <p id={`${id}-help`} className="push-notifications__help">
                {t(`notifications.help.${kind}`)}
              </p>
            </div>
          );
        })}
      </fieldset>
      {change.message ? (
        <p role="alert" className="form-outcome form-outcome--error">
          {text(change.message)}
        </p>
      ) : null}
    </div>
  );
}

export default observer(PushNotifications);
