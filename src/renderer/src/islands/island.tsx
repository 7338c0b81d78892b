import { createContext, useContext, useId, type ComponentType } from 'react';
import type { IslandComponent, IslandName, IslandProps } from './registry';

export interface CollectedIsland {
  name: IslandName;
  component: IslandComponent;
  props: object;
}

/**
 * Present only while a public page is prerendered (src/renderer/src/entry-server.tsx): the
 * islands the page holds, by key. Each is then rendered to HTML as a root of its own, which the
 * browser hydrates alone (docs/architecture.md#public-pages-static-html-and-islands).
 */
export const IslandCollectorContext = createContext<Map<string, CollectedIsland> | null>(null);

/** True while a prerendered (static) page is rendered at build time. */
export function useIsStaticPage(): boolean {
  return useContext(IslandCollectorContext) !== null;
}

interface IslandOwnProps<Name extends IslandName> {
  name: Name;
  /** The component the registry loads for `name` (the build checks that they are the same). */
  component: IslandComponent<IslandProps<Name>>;
  /** Plain JSON: written into the page and read back by the browser. */
  props: IslandProps<Name> & object;
}

/**
 * An interactive part of a public page. In the app it is just its component. In a prerendered page
 * it is a marked element holding the component's HTML and its props, which the island script of
 * the page hydrates (src/renderer/src/islands/main.ts); the rest of the page stays plain HTML.
 */
export function Island<Name extends IslandName>({
  name,
  component: Component,
  props,
}: IslandOwnProps<Name>) {
  const collector = useContext(IslandCollectorContext);
  const key = useId();
  const Inline = Component as ComponentType<object>;
  if (!collector) return <Inline {...props} />;
  collector.set(key, { name, component: Component as IslandComponent, props });
  return (
    <div
      className="island"
      data-island={name}
      data-island-key={key}
      data-island-props={JSON.stringify(props)}
    />
  );
}
