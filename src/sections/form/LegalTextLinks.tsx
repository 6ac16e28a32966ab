import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { envelope } from '../../api/client';
import type { components } from '../../generated/api';
import { useRootStore } from '../../stores/StoresContext';
import HtmlBlock from '../HtmlBlock';
import { Modal } from '../modal/Modal';

type LegalSettings = components['schemas']['LegalSettings'];

const TEXTS = [
  { field: 'generalConditions', title: 'legal.generalConditions' },
  { field: 'waiver', title: 'legal.waiver' },
  { field: 'privacyPolicyFull', title: 'legal.privacy' },
  { field: 'cookiesPolicy', title: 'legal.cookies' },
] as const;

type LegalField = (typeof TEXTS)[number]['field'];

/** The four legal texts the consent refers to, each opening in a popup as the club wrote it. */
export default function LegalTextLinks() {
  const { t } = useTranslation();
  const root = useRootStore();
  const [texts, setTexts] = useState<LegalSettings | null>(null);
  const [open, setOpen] = useState<LegalField | null>(null);

  useEffect(() => {
    let current = true;
    void root.client.GET('/api/czconfigs/legal-settings').then((result) => {
      const answer = envelope(result);
      if (!current) return;
      if (answer.ok && answer.data) setTexts(answer.data);
      else console.warn('Could not load the legal texts', answer.errorMsg);
    });
    return () => {
      current = false;
    };
  }, [root]);

  const shown = TEXTS.find((item) => item.field === open);
  return (
    <ul className="legal-links">
      {TEXTS.map((item) => (
        <li key={item.field}>
          <button type="button" className="link-button" onClick={() => setOpen(item.field)}>
            {t(item.title)}
          </button>
        </li>
      ))}
      {shown ? (
        <Modal title={t(shown.title)} onClose={() => setOpen(null)} className="modal--wide">
          {texts ? <HtmlBlock html={texts[shown.field] ?? ''} /> : <div className="data-loading" aria-busy="true" />}
        </Modal>
      ) : null}
    </ul>
  );
}
