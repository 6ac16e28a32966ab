import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';

/** Opens the login dialog; options.returnPath is where a successful login goes. */
export function LoginButton({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const returnPath = typeof options.returnPath === 'string' ? options.returnPath : null;
  return (
    <Button variant="primary" onClick={() => root.ui.openLogin(returnPath, 'login')}>
      {t('auth.login')}
    </Button>
  );
}
