import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { MenuEntry } from '../../generated/schemas/manifest';
import { NodeError } from '../../engine/NodeError';
import { WidgetSlot } from '../../engine/nodes/WidgetNodeView';
import { useRootStore } from '../../stores/StoresContext';
import { inMobileWebView, notifyHostApp } from '../../engine/host-app';
import { DisclosureMenu } from './DisclosureMenu';
import { menuActions } from './menu-actions';

export type SubMenuStyle = 'disclosure' | 'list';

function SubMenu({ entry, style }: { entry: MenuEntry; style: SubMenuStyle }) {
  const { t } = useTranslation();
  const children = entry.children ?? [];
  const label = entry.label ? t(entry.label) : entry.id;
  if (style === 'list') {
    return (
      <div className="menu-group">
        <h2 className="menu-group__title">{label}</h2>
        <ul className="menu-group__list">
          {children.map((child) => (
            <li key={child.id}>
              <MenuEntryView entry={child} subMenus={style} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <DisclosureMenu label={label} className="menu-dropdown">
      {(close) => (
        <ul className="menu-dropdown__list">
          {children.map((child) => (
            // A click on the entry's link or button (mouse or keyboard) closes the menu.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
            <li key={child.id} onClick={close}>
              <MenuEntryView entry={child} subMenus={style} />
            </li>
          ))}
        </ul>
      )}
    </DisclosureMenu>
  );
}

/** One header or footer entry: a widget, a sub-menu, an action button or a link. */
export const MenuEntryView = observer(function MenuEntryView({ entry, subMenus = 'disclosure' }: { entry: MenuEntry; subMenus?: SubMenuStyle }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const label = entry.label ? t(entry.label) : '';

  if (entry.widget) return <WidgetSlot name={entry.widget} id={entry.id} options={entry.options} />;
  if (entry.children) return <SubMenu entry={entry} style={subMenus} />;
  if (entry.action) {
    const action = Object.hasOwn(menuActions, entry.action) ? menuActions[entry.action] : undefined;
    if (!action) return <NodeError message={`Unknown menu action "${entry.action}"`} />;
    return (
      <button type="button" className="menu-link menu-link--action" onClick={() => action(root)}>
        {label}
      </button>
    );
  }
  if (entry.to) {
    const { hostMessage } = entry;
    if (hostMessage && inMobileWebView()) {
      return (
        <button type="button" className="menu-link" onClick={() => notifyHostApp(hostMessage)}>
          {label}
        </button>
      );
    }
    return (
      <NavLink to={entry.to} end className="menu-link">
        {label}
      </NavLink>
    );
  }
  return <NodeError message={`Menu entry "${entry.id}" has no link, action, widget or sub-menu`} />;
});

/** Entries as list items; their show-conditions are already applied. */
export function MenuEntryList({ entries, className, subMenus }: { entries: readonly MenuEntry[]; className: string; subMenus?: SubMenuStyle }) {
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={entry.id} className={`menu-entry menu-entry--${entry.id}`}>
          <MenuEntryView entry={entry} subMenus={subMenus} />
        </li>
      ))}
    </ul>
  );
}
