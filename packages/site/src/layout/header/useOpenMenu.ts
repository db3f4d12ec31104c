import { useMemo, useState } from 'react';

/** The open menu of a menu bar, named by its label; `pinned` when pressed open rather than hovered. */
type OpenMenu = { label: string; pinned: boolean } | null;

/** What a menu of the bar does to the bar's one open menu. */
export interface MenuActions {
  /** The mouse came over the menu: it opens, closing any other, until the mouse leaves. */
  hoverIn: (label: string) => void;
  hoverOut: (label: string) => void;
  /** A press on the menu's label: opens it to stay, or closes it when it was pressed open. */
  press: (label: string) => void;
  open: (label: string) => void;
  /** Closes the menu if it is the open one. */
  close: (label: string) => void;
}

/** Which menu of a menu bar is open: one at a time, so that opening one closes the others. */
export function useOpenMenu(): [string | undefined, MenuActions] {
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const actions = useMemo<MenuActions>(
    () => ({
      hoverIn: (label) => setOpenMenu((menu) => (menu?.label === label ? menu : { label, pinned: false })),
      hoverOut: (label) => setOpenMenu((menu) => (menu?.label === label && !menu.pinned ? null : menu)),
      press: (label) =>
        setOpenMenu((menu) => (menu?.label === label && menu.pinned ? null : { label, pinned: true })),
      open: (label) => setOpenMenu({ label, pinned: true }),
      close: (label) => setOpenMenu((menu) => (menu?.label === label ? null : menu)),
    }),
    [],
  );
  return [openMenu?.label, actions];
}
