import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../ui/icons';
import { type MenuLink as MenuLinkTarget, menuItemKey } from '../siteMap';
import { MenuLink } from './MenuLink';
import type { MenuActions } from './useOpenMenu';

interface Props {
  label: string;
  items: MenuLinkTarget[];
  /** Whether this is the menu bar's open menu. */
  open: boolean;
  menus: MenuActions;
}

/**
 * The id of a menu's list, named after the menu: the server renders with React and the browser with
 * Preact, whose generated ids (`useId`) differ, so an id generated at render would not survive hydration.
 */
const listIdOf = (label: string) => `${label.replace(/\W+/g, '-')}-list`;

/**
 * A desktop menu with a submenu, one of a menu bar whose menus open one at a time. Mouse: opens on hover,
 * and a press on the label keeps it open until pressed again. Touch: a tap toggles (hover is ignored for
 * touch pointers, else the emulated hover and the tap would cancel out). Keyboard: Enter/Space toggle,
 * ArrowDown opens and moves into the list, arrows move between items. Escape closes it, and returns focus
 * to the label when focus was in the menu.
 */
export function Dropdown({ label, items, open, menus }: Props) {
  const { t } = useTranslation();
  const listId = listIdOf(label);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) menus.close(label);
    };
    // Escape dismisses a menu the mouse opened too, wherever focus is (WCAG 1.4.13).
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
      menus.close(label);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, label, menus]);

  const hover = (inside: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (inside) menus.hoverIn(label);
    else menus.hoverOut(label);
  };

  const focusItem = (move: (index: number, count: number) => number) => {
    const links = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    links[move(index, links.length)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      // Render the list now so its first link can take focus in this same key press.
      flushSync(() => menus.open(label));
      focusItem((index, count) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusItem((index, count) => (index <= 0 ? count - 1 : index - 1));
    }
  };

  return (
    <li
      ref={rootRef}
      className="relative"
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) menus.close(label);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => menus.press(label)}
        className="flex items-center gap-1 whitespace-nowrap rounded px-3 py-2 font-medium text-emerald-950 hover:text-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        {t(label)}
        <ChevronDownIcon className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-20 min-w-56 rounded-lg border border-emerald-100 bg-white py-2 shadow-xl"
      >
        {items.map((item) => (
          <li key={item.to}>
            <MenuLink
              link={item}
              onClick={() => menus.close(label)}
              className="block px-4 py-2 text-sm text-emerald-950 hover:bg-emerald-50 focus-visible:bg-emerald-50 focus-visible:outline-none"
            >
              {t(menuItemKey(item))}
            </MenuLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
