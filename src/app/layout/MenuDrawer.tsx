import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../../generated/schemas/manifest';
import { Dialog } from '../../ui/Dialog/Dialog';
import { MenuEntryList } from './MenuEntryView';
import './MenuDrawer.css';

/** Widgets that act for the customer (as opposed to the club's posts, gallery, contact and social links). */
const TOOL_WIDGETS = new Set(['languageSelector', 'cartDropdown', 'familySelector', 'accessCode']);

/**
 * The menu drawer: everything the header holds (doc 1 §2.4) one tap away, on phones and desktops.
 * Links first, then the account, sign-in and language, then the club's posts, contact and the rest.
 */
export default function MenuDrawer({ entries, onClose }: { entries: readonly MenuEntry[]; onClose: () => void }) {
  const { t } = useTranslation();
  const links = entries.filter((entry) => entry.to && !entry.widget);
  const account = entries.filter((entry) => entry.children);
  const actions = entries.filter((entry) => entry.action || (entry.widget && TOOL_WIDGETS.has(entry.widget)));
  const more = entries.filter((entry) => !links.includes(entry) && !account.includes(entry) && !actions.includes(entry));
  // A followed link closes the drawer, also when it leads to the page already shown.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a[href]')) onClose();
  };
  return (
    <Dialog title={t('header.menu')} variant="drawer" onClose={onClose} className="menu-drawer">
      {/* A click on a link inside (mouse or keyboard) closes the drawer; the links are the interactive elements. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <nav aria-label={t('header.menu')} onClick={closeOnLink}>
        {links.length ? <MenuEntryList entries={links} className="menu-drawer__links" /> : null}
        {account.length ? <MenuEntryList entries={account} className="menu-drawer__account" subMenus="list" /> : null}
        <MenuEntryList entries={actions} className="menu-drawer__actions" />
        {more.length ? <MenuEntryList entries={more} className="menu-drawer__more" subMenus="list" /> : null}
      </nav>
    </Dialog>
  );
}
