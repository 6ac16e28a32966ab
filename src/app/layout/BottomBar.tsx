import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleEntries } from '../../engine/conditions';
import type { MenuEntry } from '../../generated/schemas/manifest';
import { useConditionContext } from '../../engine/use-condition-context';
import { BagIcon, CalendarIcon, HomeIcon, MapPinIcon, PhoneIcon, QrIcon, TicketIcon, UserIcon, UsersIcon, type IconProps } from '../../ui/Icon/icons';
import { MenuEntryView } from './MenuEntryView';

/** The bottom bar's icon for each shortcut of the manifest's mobile footer, by entry id. */
const SHORTCUT_ICONS: Record<string, ComponentType<IconProps>> = {
  home: HomeIcon,
  map: MapPinIcon,
  phone: PhoneIcon,
  accessCode: QrIcon,
  shop: BagIcon,
  // A club's file may offer these instead (the demo club's: Book, Matches, My bookings, Shop, Account).
  book: CalendarIcon,
  matches: UsersIcon,
  myBookings: TicketIcon,
  account: UserIcon,
};

/** The phone's bottom bar of shortcuts (below 500 px); its own chunk, so wider screens never load its icons. */
const BottomBar = observer(function BottomBar({ entries }: { entries: readonly MenuEntry[] }) {
  const { t } = useTranslation();
  const conditions = useConditionContext();
  return (
    <footer className="site-footer site-footer--mobile">
      <nav aria-label={t('footer.shortcuts')}>
        <ul className="bottom-bar">
          {visibleEntries(entries, conditions).map((entry) => {
            const Icon = SHORTCUT_ICONS[entry.id];
            return (
              <li key={entry.id} className={`bottom-bar__item menu-entry--${entry.id}`}>
                {Icon ? <Icon className="bottom-bar__icon" /> : null}
                <MenuEntryView entry={entry} />
              </li>
            );
          })}
        </ul>
      </nav>
    </footer>
  );
});

export default BottomBar;
