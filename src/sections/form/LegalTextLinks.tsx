import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { legalSettingsQuery } from '../../stores/club-queries';
import { useRootStore } from '../../stores/StoresContext';
import { useQuietQuery } from '../../stores/use-query';
import HtmlBlock from '../HtmlBlock';
import { Dialog } from '../../ui/Dialog/Dialog';

const TEXTS = [
  { field: 'generalConditions', title: 'legal.generalConditions' },
  { field: 'waiver', title: 'legal.waiver' },
  { field: 'privacyPolicyFull', title: 'legal.privacy' },
  { field: 'cookiesPolicy', title: 'legal.cookies' },
] as const;

// The popup's title names the text already.
const TITLE_SHOWN = { always: true } as const;

type LegalField = (typeof TEXTS)[number]['field'];

/** The four legal texts the consent refers to, each opening in a popup as the club wrote it. */
export default function LegalTextLinks() {
  const { t } = useTranslation();
  const root = useRootStore();
  const texts = useQuietQuery('the legal texts', legalSettingsQuery(root), {});
  const [open, setOpen] = useState<LegalField | null>(null);

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
        <Dialog title={t(shown.title)} onClose={() => setOpen(null)} className="modal--wide">
          {texts ? <HtmlBlock html={texts[shown.field] ?? ''} repeatedHeading={TITLE_SHOWN} /> : <div className="data-loading" aria-busy="true" />}
        </Dialog>
      ) : null}
    </ul>
  );
}
