import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { evaluateCondition, visibleEntries } from '../../engine/conditions';
import type { Layout } from '../../engine/manifest-types';
import { WidgetSlot } from '../../engine/nodes/WidgetNodeView';
import { useShellManifest } from '../../engine/render-contexts';
import { useConditionContext } from '../../engine/use-condition-context';
import { useRootStore } from '../../stores/StoresContext';
import { MenuEntryList } from './MenuEntryView';

/** The mobile menu's button shows who is logged in: the avatar, else the initials. */
const AccountBadge = observer(function AccountBadge() {
  const { session } = useRootStore();
  if (!session.loggedIn) return null;
  const avatar = session.avatarUrl;
  return avatar ? (
    <img className="account-badge account-badge--avatar" src={avatar} alt="" width={32} height={32} />
  ) : (
    <span className="account-badge" aria-hidden="true">
      {session.initials}
    </span>
  );
});

const FullHeader = observer(function FullHeader({ layout }: { layout: Layout }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const { header } = useShellManifest();
  const conditions = useConditionContext();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const entries = visibleEntries(header.entries, conditions);
  const showReserve = layout.reserveButton !== undefined && evaluateCondition(layout.reserveButton, conditions);
  const mobile = root.ui.isMobile;
  // The logo sits in the bar beside the mobile menu button, not inside the menu.
  const logo = entries.find((entry) => entry.widget === 'headerLogo');
  const rest = entries.filter((entry) => entry !== logo);

  useEffect(() => setMenuOpen(false), [pathname, mobile]);

  return (
    <header className={`site-header ${showReserve ? 'site-header--tall' : ''} ${mobile ? 'site-header--mobile' : ''}`.trim()}>
      <div className="site-header__bar">
        {logo ? <WidgetSlot name="headerLogo" id={logo.id} options={logo.options} /> : null}
        {mobile ? (
          <button
            type="button"
            className="site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <AccountBadge />
            <span>{t('header.menu')}</span>
          </button>
        ) : null}
        {showReserve ? (
          <Link to="/bookingtypes" className="button button--primary site-header__reserve">
            {t('header.reserve')}
          </Link>
        ) : null}
      </div>
      <nav id={menuId} aria-label={t('header.menu')} className="site-header__nav" hidden={mobile && !menuOpen}>
        <MenuEntryList entries={rest} className="site-header__entries" />
      </nav>
    </header>
  );
});

const MinimalHeader = observer(function MinimalHeader({ layout }: { layout: Layout }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const conditions = useConditionContext();
  const showBack = layout.backButton !== undefined && evaluateCondition(layout.backButton, conditions);
  return (
    <header className="site-header site-header--minimal">
      <div className="site-header__bar">
        {showBack ? (
          <button type="button" className="button site-header__back" onClick={() => navigate(-1)}>
            {t('common.back')}
          </button>
        ) : null}
        <WidgetSlot name="headerLogo" />
      </div>
    </header>
  );
});

export function Header({ layout }: { layout: Layout }) {
  return layout.header === 'minimal' ? <MinimalHeader layout={layout} /> : <FullHeader layout={layout} />;
}
