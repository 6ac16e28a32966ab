import { useTranslation } from 'react-i18next';
import { Modal } from '../../sections/modal/Modal';
import { useRootStore } from '../../stores/StoresContext';
import { useAccessCode, type AccessCode } from './use-access-code';

function CodeContent({ code }: { code: AccessCode }) {
  const { t } = useTranslation();
  if (code.contentType === 'image') {
    return <img className="access-code__image" src={`data:image/png;base64,${code.content}`} alt={t('header.accessCode')} width={240} height={240} />;
  }
  return <p className="access-code__text">{code.content}</p>;
}

/** The access-code (QR) overlay (doc 1 §2.9). */
export default function AccessCodeOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const code = useAccessCode(useRootStore());
  return (
    <Modal title={t('header.accessCode')} onClose={onClose} className="access-code">
      {code ? <CodeContent code={code} /> : <div className="data-loading" aria-busy="true" />}
    </Modal>
  );
}
