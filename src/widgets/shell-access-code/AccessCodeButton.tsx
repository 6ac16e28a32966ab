import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { useOptionKey } from '../../i18n/message';

const AccessCodeOverlay = lazy(() => import('./AccessCodeOverlay'));

/** Fetches the access code and shows it in its overlay; options.label names the button (the mobile footer says QR). */
export function AccessCodeButton({ options }: WidgetProps) {
  const { t } = useTranslation();
  const optionKey = useOptionKey();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className="menu-link" onClick={() => setOpen(true)}>
        {t(optionKey(options.label) ?? 'header.accessCode')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccessCodeOverlay onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
