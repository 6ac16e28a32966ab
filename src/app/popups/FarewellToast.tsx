import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';
import { Toast } from '../../ui/Toast/Toast';

/** After deleting the account the portal reloads at home and says goodbye, once. */
export default observer(function FarewellToast() {
  const { t } = useTranslation();
  const { ui } = useRootStore();
  return <Toast onDismiss={() => ui.dismissFarewell()}>{t('account.goodbye')}</Toast>;
});
