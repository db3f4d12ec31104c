import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../ui/icons';
import { type MenuLink as MenuLinkTarget, pageTitleKey } from '../siteMap';
import { MenuLink } from './MenuLink';

interface Props {
  label: string;
  items: MenuLinkTarget[];
}

/**
 * A desktop menu with a submenu. Mouse: opens on hover. Touch: a tap toggles (hover is ignored for
 * touch pointers, else the emulated hover and the tap would cancel out). Keyboard: Enter/Space toggle,
 * ArrowDown opens and moves into the list, arrows move between items, Escape closes and returns focus.
 */
export function Dropdown({ label, items }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  const hover = (value: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpen(value);
  };

  const focusItem = (move: (index: number, count: number) => number) => {
    const links = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    links[move(index, links.length)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      // Render the list now so its first link can take focus in this same key press.
      flushSync(() => setOpen(true));
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
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
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
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-sm text-emerald-950 hover:bg-emerald-50 focus-visible:bg-emerald-50 focus-visible:outline-none"
            >
              {t(pageTitleKey(item.to))}
            </MenuLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
