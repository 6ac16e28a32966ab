import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import HtmlBlock from '../../sections/HtmlBlock';
import { Dialog } from '../../ui/Dialog/Dialog';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';

/** The global error popup (doc 1 §2.8): a server's HTML message, sanitized, or one of ours. */
export default observer(function GlobalErrorPopup() {
  const { t } = useTranslation();
  const { ui } = useRootStore();
  const error = ui.globalError;
  if (!error) return null;
  return (
    <Dialog
      title={t('errors.warning')}
      icon={
        <span className="modal__icon" aria-hidden="true">
          ⚠
        </span>
      }
      onClose={() => ui.dismissError()}
      className="error-popup"
    >
      {'text' in error ? <HtmlBlock html={error.text} /> : <p>{t(error.key, error.args)}</p>}
      <Button variant="primary" onClick={() => ui.dismissError()}>
        {t('common.close')}
      </Button>
    </Dialog>
  );
});
