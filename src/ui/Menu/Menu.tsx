import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MoreIcon } from '../Icon/icons';
import './Menu.css';

export interface MenuItem {
  id: string;
  label: ReactNode;
  /** The item's name for typeahead when its label is not plain text. */
  text?: string;
  icon?: ReactNode;
  /** A destructive item (Cancel booking): red text. */
  tone?: 'danger';
  onSelect: () => void;
}

export interface MenuProps {
  /** The button's accessible name, naming what the actions are about: "More actions for Padel match". */
  label: string;
  items: MenuItem[];
  /** What the button shows; the ⋮ icon when not given (the name is then only for screen readers). */
  children?: ReactNode;
  className?: string;
}

/**
 * An overflow menu following the WAI-ARIA menu button pattern (arrows, Home, End, typeahead; Escape back to the
 * button, Tab moves on). A press outside closes it; it opens upwards when there is no room below.
 */
export function Menu({ label, items, children, className }: MenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [upwards, setUpwards] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const itemElements = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useLayoutEffect(() => {
    if (!open) return;
    const elements = itemElements();
    (open === 'last' ? elements[elements.length - 1] : elements[0])?.focus();
    const box = list.current?.getBoundingClientRect();
    const below = box ? window.innerHeight - (button.current?.getBoundingClientRect().bottom ?? 0) : Infinity;
    setUpwards(box !== undefined && box.height > 0 && box.height > below && (button.current?.getBoundingClientRect().top ?? 0) > box.height);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  const choose = (item: MenuItem) => {
    // Focus goes back to the button first, so a dialog the item opens returns the focus there when it closes.
    close(true);
    item.onSelect();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const elements = itemElements();
    const at = elements.indexOf(document.activeElement as HTMLButtonElement);
    const move = (index: number) => elements[(index + elements.length) % elements.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(elements.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLocaleLowerCase();
        const names = items.map((item) => (item.text ?? (typeof item.label === 'string' ? item.label : '')).toLocaleLowerCase());
        for (let step = 1; step <= elements.length; step += 1) {
          const index = (at + step) % elements.length;
          if (names[index]?.startsWith(letter)) {
            move(index);
            break;
          }
        }
      }
    }
    event.preventDefault();
  };

  return (
    <div ref={root} className={['cz-menu', className ?? ''].filter(Boolean).join(' ')}>
      <button
        ref={button}
        type="button"
        className={children ? 'btn btn--secondary' : 'cz-menu__button'}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        aria-label={children ? undefined : label}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {children ?? <MoreIcon size={20} />}
      </button>
      {open ? (
        <ul ref={list} id={menuId} role="menu" aria-label={label} className={`cz-menu__list${upwards ? ' cz-menu__list--up' : ''}`} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <li key={item.id} role="none">
              <button type="button" role="menuitem" tabIndex={-1} className={`cz-menu__item${item.tone === 'danger' ? ' cz-menu__item--danger' : ''}`} onClick={() => choose(item)}>
                {item.icon ? <span className="cz-menu__icon">{item.icon}</span> : null}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
