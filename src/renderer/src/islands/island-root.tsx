import { Fragment, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import type { IslandComponent } from './registry';

export interface PendingIsland {
  component: Promise<IslandComponent>;
  wrapper: Promise<ComponentType<{ children: ReactNode }>> | undefined;
}

export interface LoadedIsland {
  Component: ComponentType<object>;
  Wrapper: ComponentType<{ children: ReactNode }>;
}

export async function settleIsland({ component, wrapper }: PendingIsland): Promise<LoadedIsland> {
  const [Component, Wrapper] = await Promise.all([component, wrapper ?? Fragment]);
  return { Component: Component as ComponentType<object>, Wrapper };
}

function TakenOver({ onTakenOver }: { onTakenOver: () => void }) {
  useEffect(onTakenOver, [onTakenOver]);
  return null;
}

/**
 * The root of one island, the same tree at build time (rendered to HTML) and in the browser
 * (rendered over that HTML). `onTakenOver` runs once the island's own effects have run: the island
 * is live from then on.
 */
export function IslandRoot({
  island: { Component, Wrapper },
  props,
  onTakenOver,
}: {
  island: LoadedIsland;
  props: object;
  onTakenOver: () => void;
}) {
  return (
    <StrictMode>
      <Wrapper>
        <Component {...props} />
        <TakenOver onTakenOver={onTakenOver} />
      </Wrapper>
    </StrictMode>
  );
}
