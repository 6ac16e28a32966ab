import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderStepProps } from './provider-widget';

/** The step of a provider that settles inside checkout (Authorize.Net): reached only if it did not. */
export default function NoStep({ onFailure }: ProviderStepProps) {
  const { t } = useTranslation();
  useEffect(() => onFailure(t('providers.declined')), [onFailure, t]);
  return null;
}
