import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu } from './Menu';

afterEach(cleanup);

function renderMenu() {
  const chosen = vi.fn();
  const items = ['Share with friends', 'Add to calendar', 'Cancel booking'].map((label) => ({ id: label, label, onSelect: () => chosen(label) }));
  render(
    <>
      <Menu label="More actions for Padel match" items={items} />
      <button type="button">Elsewhere</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'More actions for Padel match' });
  return { button, chosen };
}

const focused = () => document.activeElement?.textContent;

describe('Menu (WAI-ARIA menu button)', () => {
  it('is a closed menu button until pressed; a click opens it on its first item and a choice closes it back to the button', () => {
    const { button, chosen } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'More actions for Padel match' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(focused()).toBe('Share with friends');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add to calendar' }));
    expect(chosen).toHaveBeenCalledWith('Add to calendar');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('moves with the arrows (round), Home, End and a first letter, and chooses with Enter', () => {
    const { button, chosen } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(focused()).toBe('Cancel booking');
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('Share with friends');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(focused()).toBe('Cancel booking');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(focused()).toBe('Share with friends');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(focused()).toBe('Cancel booking');
    fireEvent.keyDown(menu, { key: 'a' });
    expect(focused()).toBe('Add to calendar');
    // Enter on a focused button is its click.
    fireEvent.click(document.activeElement!);
    expect(chosen).toHaveBeenCalledWith('Add to calendar');
  });

  it('opens on ArrowDown with the first item; Escape closes it back to the button without choosing', () => {
    const { button, chosen } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(focused()).toBe('Share with friends');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(chosen).not.toHaveBeenCalled();
  });

  it('closes on Tab and on a press outside it', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps its items out of the Tab order: only the focused one moves', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    expect(screen.getAllByRole('menuitem').every((item) => item.getAttribute('tabindex') === '-1')).toBe(true);
  });
});
