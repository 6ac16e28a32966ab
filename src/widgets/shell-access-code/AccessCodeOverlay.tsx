import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog/Dialog';
import { useRootStore } from '../../stores/StoresContext';
import { accessCodeImageSrc, isImageCode } from './access-code-content';
import { useAccessCode, type AccessCode } from './use-access-code';

function CodeContent({ code }: { code: AccessCode }) {
  const { t } = useTranslation();
  if (isImageCode(code)) {
    return <img className="access-code__image" src={accessCodeImageSrc(code)} alt={t('header.accessCode')} width={240} height={240} />;
  }
  return <p className="access-code__text">{code.content}</p>;
}

/**
 * The access-code (QR) overlay (doc 1 §2.9): it appears once the code has been fetched; a failed fetch shows
 * nothing, is logged (doc 1 §8) and closes it.
 */
export default function AccessCodeOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const state = useAccessCode(useRootStore());
  const error = state.status === 'failed' ? state.error : null;

  useEffect(() => {
    if (error === null) return;
    console.warn('Could not load the access code', error);
    onClose();
  }, [error, onClose]);

  if (state.status !== 'ready') return null;
  return (
    <Dialog title={t('header.accessCode')} onClose={onClose} className="access-code">
      <CodeContent code={state.data} />
    </Dialog>
  );
}
