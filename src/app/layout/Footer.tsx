import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { visibleEntries } from '../../engine/conditions';
import { useShellManifest } from '../../engine/render-contexts';
import { useConditionContext } from '../../engine/use-condition-context';
import { useRootStore } from '../../stores/StoresContext';
import { MenuEntryList } from './MenuEntryView';
import './Footer.css';

// Only phones (below 500 px) show the bottom bar: it and its icons load there alone.
const BottomBar = lazy(() => import('./BottomBar'));

/** The mobile footer is a bottom bar of shortcuts below 500 px; wider screens get the full footer. */
export const Footer = observer(function Footer() {
  const { ui } = useRootStore();
  const { footer } = useShellManifest();
  const conditions = useConditionContext();
  // Below the page: it waits for the page, so it neither jumps up the screen nor loads its widgets first.
  if (!ui.pageShown) return null;
  if (ui.isMobileFooter) {
    return (
      <Suspense fallback={null}>
        <BottomBar entries={footer.mobile} />
      </Suspense>
    );
  }
  return (
    <footer className="site-footer">
      <MenuEntryList entries={visibleEntries(footer.desktop, conditions)} className="site-footer__blocks" subMenus="list" />
    </footer>
  );
});
