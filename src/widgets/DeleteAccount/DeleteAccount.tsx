import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../api/use-action';
import { customerIdOf } from '../../engine/sources/answers';
import { CRASH } from '../../i18n/message';
import { ACCESS_TOKEN_KEY, SESSION_RECORD_KEY } from '../../stores/SessionStore';
import { useRootStore } from '../../stores/StoresContext';
import { FAREWELL_KEY } from '../../stores/UiStore';
import { Dialog } from '../../ui/Dialog/Dialog';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { Button } from '../../ui/Button/Button';

/**
 * The Delete Account tab (doc 1 §4). It reloads at home: reloading /account itself would have its guard ask the
 * former customer to log in again.
 */
function DeleteAccount() {
  const { t } = useTranslation();
  const root = useRootStore();
  const [confirming, setConfirming] = useState(false);
  // Deleting fails with the crash text whatever the server says (doc 1 §8).
  const deletion = useAction(root, () => root.client.DELETE('/api/publiccustomers/remove/{id}', { params: { path: { id: customerIdOf(root) } } }), {
    refused: () => CRASH,
    done: () => {
      // What is stored goes now; the page's own session state is left to the unload. Ending it
      // here would have the route guard redirect (history) under the login popup, which
      // cancels the load of home in the browser.
      root.cart.clear();
      root.storage.remove(ACCESS_TOKEN_KEY);
      root.storage.remove(SESSION_RECORD_KEY);
      root.storage.set(FAREWELL_KEY, true, 60_000);
      root.navigate('/');
    },
  });
  const remove = async () => {
    if (!(await deletion.run())) setConfirming(false);
  };
  const deleting = deletion.busy || deletion.ok;

  return (
    <div className="delete-account">
      <p>{t('account.deleteWarning')}</p>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('account.deleteAccount')}
      </Button>
      {deletion.message ? <LoadFailure message={deletion.message} /> : null}
      {confirming ? (
        <Dialog title={t('account.deleteAccount')} onClose={() => setConfirming(false)}>
          <p>{t('account.deleteConfirm')}</p>
          <div className="modal__actions">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={deleting}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void remove()} busy={deleting}>
              {t('account.confirmDelete')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

export default observer(DeleteAccount);
