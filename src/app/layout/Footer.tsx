import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleEntries } from '../../engine/conditions';
import { useShellManifest } from '../../engine/render-contexts';
import { useConditionContext } from '../../engine/use-condition-context';
import { useRootStore } from '../../stores/StoresContext';
import { BagIcon, HomeIcon, MapPinIcon, PhoneIcon, QrIcon, type IconProps } from '../../ui/Icon/icons';
import { MenuEntryView, MenuEntryList } from './MenuEntryView';
import './Footer.css';

/** The bottom bar's icon for each shortcut of the manifest's mobile footer, by entry id. */
const SHORTCUT_ICONS: Record<string, ComponentType<IconProps>> = {
  home: HomeIcon,
  map: MapPinIcon,
  phone: PhoneIcon,
  accessCode: QrIcon,
  shop: BagIcon,
};

/** The mobile footer is a bottom bar of shortcuts below 500 px; wider screens get the full footer. */
export const Footer = observer(function Footer() {
  const { t } = useTranslation();
  const { ui } = useRootStore();
  const { footer } = useShellManifest();
  const conditions = useConditionContext();
  // Below the page: it waits for the page, so it neither jumps up the screen nor loads its widgets first.
  if (!ui.pageShown) return null;
  if (ui.isMobileFooter) {
    return (
      <footer className="site-footer site-footer--mobile">
        <nav aria-label={t('footer.shortcuts')}>
          <ul className="bottom-bar">
            {visibleEntries(footer.mobile, conditions).map((entry) => {
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
  }
  return (
    <footer className="site-footer">
      <MenuEntryList entries={visibleEntries(footer.desktop, conditions)} className="site-footer__blocks" subMenus="list" />
    </footer>
  );
});
