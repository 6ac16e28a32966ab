import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { evaluateCondition, visibleEntries } from '../../engine/conditions';
import type { Layout, MenuEntry } from '../../generated/schemas/manifest';
import { WidgetSlot } from '../../engine/nodes/WidgetNodeView';
import { useShellManifest } from '../../engine/render-contexts';
import { useConditionContext } from '../../engine/use-condition-context';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { LinkButton } from '../../ui/Button/LinkButton';
import { ChevronLeftIcon, MenuIcon } from '../../ui/Icon/icons';
import { Menu } from '../../ui/Menu/Menu';
import { inMobileWebView, notifyHostApp } from '../../engine/host-app';
import { AccountBadge } from './AccountBadge';
import { DisclosureMenu } from './DisclosureMenu';
import { useHydratingConditions } from './hydrating-conditions';
import { linksThatFit } from './header-overflow';
import { MenuEntryView } from './MenuEntryView';
import './Header.css';

// The drawer loads with its first opening: most visits never open it.
const loadDrawer = () => import('./MenuDrawer');
const MenuDrawer = lazy(loadDrawer);

/** Widgets that sit in the bar; every other widget of the header lives in the menu drawer. */
const BAR_WIDGETS = new Set(['headerLogo', 'cartDropdown', 'languageSelector']);

/** The header's entries by where they go in the slim bar (doc 1 §2.4 lists what the header holds). */
function splitHeaderEntries(entries: readonly MenuEntry[]) {
  const logo = entries.find((entry) => entry.widget === 'headerLogo');
  return {
    logo,
    links: entries.filter((entry) => entry.to && !entry.widget),
    account: entries.find((entry) => entry.children),
    logout: entries.find((entry) => entry.action === 'logout'),
    signIn: entries.filter((entry) => entry.action && entry.action !== 'logout'),
    barWidgets: entries.filter((entry) => entry.widget && entry.widget !== 'headerLogo' && BAR_WIDGETS.has(entry.widget)),
    drawer: entries.filter((entry) => entry !== logo),
  };
}

/** My Account: the account pages and Logout behind one button with the initials. */
function AccountMenu({ account, logout }: { account: MenuEntry; logout?: MenuEntry }) {
  const { t } = useTranslation();
  return (
    <DisclosureMenu
      className="account-menu"
      label={
        <>
          <AccountBadge />
          <span className="account-menu__name">{account.label ? t(account.label) : account.id}</span>
        </>
      }
    >
      {(close) => (
        // A click on a link inside (mouse or keyboard) closes the menu; the links are the interactive elements.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <ul className="menu-dropdown__list" onClick={close}>
          {(account.children ?? []).map((child) => (
            <li key={child.id}>
              <MenuEntryView entry={child} />
            </li>
          ))}
          {logout ? (
            <li className="menu-dropdown__separated">
              <MenuEntryView entry={logout} />
            </li>
          ) : null}
        </ul>
      )}
    </DisclosureMenu>
  );
}

// Layout effects warn in the server's render; there the bar shows every link and the browser measures them.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The desktop bar's links, and More with those that do not fit, so nothing is clipped (issue 35): every link is laid
 * out once to measure it, then those after the last that fits move into More.
 */
function HeaderLinks({ links }: { links: readonly MenuEntry[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLLIElement>(null);
  const key = links.map((entry) => `${entry.id}:${entry.label ? t(entry.label) : ''}`).join('|');
  const [fit, setFit] = useState<{ key: string; count: number } | null>(null);
  // Until measured (the server's render, new links or another language) every link is in the bar.
  const shown = fit?.key === key ? fit.count : links.length;
  useBrowserLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const items = [...element.children].filter((item) => item !== more.current);
    const widths = items.map((item) => item.getBoundingClientRect().width);
    const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
    const place = () => setFit({ key, count: linksThatFit(widths, element.clientWidth, more.current?.getBoundingClientRect().width ?? 0, gap) });
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => observer.disconnect();
  }, [key]);
  const overflow = links.slice(shown);
  return (
    <ul ref={list} className={`site-header__links${fit?.key === key ? ' site-header__links--measured' : ''}`}>
      {links.slice(0, shown).map((entry) => (
        <li key={entry.id} className={`menu-entry menu-entry--${entry.id}`}>
          <MenuEntryView entry={entry} />
        </li>
      ))}
      {/* Always there to be measured; seen and heard only when it holds links. */}
      <li ref={more} className={`site-header__more${overflow.length > 0 ? '' : ' site-header__more--idle'}`}>
        <Menu
          label={t('header.more')}
          items={overflow.map((entry) => ({
            id: entry.id,
            label: entry.label ? t(entry.label) : entry.id,
            onSelect: () => (entry.hostMessage && inMobileWebView() ? notifyHostApp(entry.hostMessage) : navigate(entry.to ?? '/')),
          }))}
        >
          {t('header.more')}
        </Menu>
      </li>
    </ul>
  );
}

const FullHeader = observer(function FullHeader({ layout }: { layout: Layout }) {
  const { t } = useTranslation();
  const { ui } = useRootStore();
  const { header } = useShellManifest();
  const conditions = useHydratingConditions();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const entries = visibleEntries(header.entries, conditions);
  const showReserve = layout.reserveButton !== undefined && evaluateCondition(layout.reserveButton, conditions);
  const mobile = ui.isMobile;
  const { logo, links, account, logout, signIn, barWidgets, drawer } = splitHeaderEntries(entries);
  // The bottom bar (below 500 px) has the shop and its count; between 500 and 768 px the cart stays in the bar.
  const cartInBar = !ui.isMobileFooter;
  const popupOpen = ui.loginOpen || ui.globalError !== null;

  // Closes on navigation, and never stays open behind a popup.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (popupOpen) setMenuOpen(false);
  }, [popupOpen]);

  return (
    <header className={`site-header ${mobile ? 'site-header--mobile' : ''}`.trim()}>
      <div className="site-header__bar">
        {logo ? <WidgetSlot name="headerLogo" id={logo.id} options={logo.options} /> : null}
        {mobile ? null : (
          <nav aria-label={t('header.menu')} className="site-header__nav">
            <HeaderLinks links={links} />
            <ul className="site-header__actions">
              {barWidgets.map((entry) => (
                <li key={entry.id} className={`menu-entry menu-entry--${entry.id}`}>
                  <MenuEntryView entry={entry} />
                </li>
              ))}
              {account ? (
                <li className="menu-entry menu-entry--account">
                  <AccountMenu account={account} logout={logout} />
                </li>
              ) : null}
              {signIn.map((entry) => (
                <li key={entry.id} className={`menu-entry menu-entry--${entry.id}`}>
                  <MenuEntryView entry={entry} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        {showReserve ? (
          <LinkButton to="/bookingtypes" variant="primary" className="site-header__reserve">
            {t('header.reserve')}
          </LinkButton>
        ) : null}
        {mobile && cartInBar
          ? barWidgets.filter((entry) => entry.widget === 'cartDropdown').map((entry) => <WidgetSlot key={entry.id} name="cartDropdown" id={entry.id} options={entry.options} />)
          : null}
        <button
          type="button"
          className="site-header__menu-button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
        >
          {mobile ? <AccountBadge /> : null}
          <MenuIcon />
          <span className={mobile ? 'cz-visually-hidden' : undefined}>{t('header.menu')}</span>
        </button>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MenuDrawer entries={drawer.filter((entry) => entry.widget !== 'cartDropdown' || (mobile && !cartInBar))} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
});

/**
 * The clean layout's header: nothing but the back button on a checkout page (doc 1 §2.1), and no header at all
 * elsewhere — the clean shop has "no header, filters or sidebar" (doc 3 §2.1).
 */
const MinimalHeader = observer(function MinimalHeader({ layout }: { layout: Layout }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const conditions = useConditionContext();
  const showBack = layout.backButton !== undefined && evaluateCondition(layout.backButton, conditions);
  if (!showBack) return null;
  return (
    <header className="site-header site-header--minimal">
      <div className="site-header__bar">
        <Button variant="quiet" className="site-header__back" icon={<ChevronLeftIcon size={20} />} onClick={() => navigate(-1)}>
          {t('common.back')}
        </Button>
      </div>
    </header>
  );
});

export function Header({ layout }: { layout: Layout }) {
  return layout.header === 'minimal' ? <MinimalHeader layout={layout} /> : <FullHeader layout={layout} />;
}
