import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { FailureState } from '../../ui/EmptyState/FailureState';
import { autoLoginTarget, decodeAutoLoginToken } from './auto-login-token';

/** Auto-login waits this long before leaving (doc 1 §9). */
const DEFAULT_DELAY_MS = 1000;

/**
 * Signs in from a handed-over token (doc 1 §2.14, §4): any session in place is replaced by
 * the one in the token, then, after a second, the page goes to the back address.
 */
export function AutoLogin({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [valid, setValid] = useState<boolean | null>(null);
  const token = searchParams.get('t');
  const back = searchParams.get('back');
  const delayMs = typeof options.delayMs === 'number' ? options.delayMs : DEFAULT_DELAY_MS;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const record = decodeAutoLoginToken(token);
    setValid(record !== null);
    if (!record) return;
    root.session.clearSession();
    root.session.startSession(record);
    window.setTimeout(() => navigate(autoLoginTarget(back), { replace: true }), delayMs);
  }, [root, token, back, delayMs, navigate]);

  // The clean layout has no header: the failure itself offers the way home.
  if (valid === false) return <FailureState message={t('auth.wrongAccess')} />;
  return (
    <p role="status" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}
