import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button/Button';
import type { WebpayRedirection } from './webpay-redirection';

/**
 * The form Webpay is reached by: its token POSTed to its URL, as Transbank documents. Submitted once drawn (no inline
 * script, which the Content-Security-Policy forbids); its button submits it should the browser not go on by itself.
 */
export function WebpayForm({ webpay, field }: { webpay: WebpayRedirection; field: 'TBK_TOKEN' | 'token_ws' }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), [webpay]);
  return (
    <form ref={form} method="post" action={webpay.url}>
      <input type="hidden" name={field} value={webpay.token} />
      <Button type="submit">{t('providers.continue')}</Button>
    </form>
  );
}
