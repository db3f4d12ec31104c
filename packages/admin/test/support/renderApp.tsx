import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../../src/AppProviders';
import { AppRoutes } from '../../src/AppRoutes';

/** Reports every location the router shows. */
function LocationProbe({ onLocation }: { onLocation: (url: URL) => void }) {
  const location = useLocation();
  onLocation(new URL(`${location.pathname}${location.search}`, 'http://admin.test'));
  return null;
}

/**
 * Renders the whole admin at a path (relative to /admin) in a memory router, with the history state a
 * page is opened with, if any. `location()` answers where the app is now, query string included.
 */
export function renderApp(path: string, { state }: { state?: unknown } = {}) {
  let current = new URL(path, 'http://admin.test');
  const entry = new URL(path, 'http://admin.test');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: entry.pathname, search: entry.search, state }]}>
        <AppRoutes />
        <LocationProbe onLocation={(url) => (current = url)} />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...result,
    // user-event's pointer-events check reads computed styles per click, which is very slow under antd's
    // injected styles in jsdom; the tests click only what a user could.
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
    location: () => current,
    query: (key: string) => current.searchParams.get(key),
  };
}

/** The visible text of a table row, e.g. to check order. */
export function rowTexts(): string[] {
  return screen
    .queryAllByTestId(/^row-\d+$/)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

/** An option of the open antd select drop-down, by its label (antd lists them outside the a11y roles). */
export function optionTitled(label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const options = document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
    const option = [...options].find((o) => o.getAttribute('title') === label);
    if (!option) throw new Error(`no open select option titled "${label}"`);
    return option;
  });
}
