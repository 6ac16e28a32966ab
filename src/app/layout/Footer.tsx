import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { visibleEntries } from '../../engine/conditions';
import { useShellManifest } from '../../engine/render-contexts';
import { useConditionContext } from '../../engine/use-condition-context';
import { useRootStore } from '../../stores/StoresContext';
import { MenuEntryList } from './MenuEntryView';

/** The mobile footer is a bar of shortcuts below 500 px; wider screens get the full footer. */
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
          <MenuEntryList entries={visibleEntries(footer.mobile, conditions)} className="site-footer__shortcuts" />
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
