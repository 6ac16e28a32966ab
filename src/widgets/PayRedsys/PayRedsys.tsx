import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button/Button';
import type { ProviderStepProps } from '../payment-providers/provider-widget';

/** Redsys: the hidden form (Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature) posted to the SIS page. */
export default function PayRedsys({ result, onFailure }: ProviderStepProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const data = result.redsysData;
  useEffect(() => {
    if (data?.url) form.current?.submit();
    else onFailure(t('providers.failed'));
  }, [data, onFailure, t]);
  if (!data?.url) return null;
  return (
    <form ref={form} method="post" action={data.url}>
      {Object.entries(data.data ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit">{t('providers.continue')}</Button>
    </form>
  );
}
