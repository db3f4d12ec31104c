import { type ComponentType, createContext, lazy, useContext } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const loaders = new Map<string, () => Promise<unknown>>();

/** On the server, the names of the preloadable parts a page rendered, for the browser to load first. */
export const RenderedPartsContext = createContext<Set<string> | null>(null);

/**
 * A part of the site in a chunk of its own (a page, the carousel), loaded when first rendered like
 * `React.lazy`, under a name. The server notes the names a page rendered; the browser loads those
 * before it hydrates (`preloadParts`), so hydration finds every part of the server's HTML at hand and
 * never suspends halfway through a page it is taking over.
 */
export function preloadable<P extends object>(name: string, load: Loader<P>): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  const loadIt = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  loaders.set(name, loadIt);
  const Lazy = lazy(loadIt);
  function Part(props: P) {
    useContext(RenderedPartsContext)?.add(name);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Part.displayName = name;
  return Part;
}

/** Loads the named parts (those the server rendered the page with); unknown names are passed over. */
export function preloadParts(names: readonly string[]): Promise<unknown> {
  return Promise.all(names.map((name) => loaders.get(name)?.()));
}
