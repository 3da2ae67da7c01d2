import { useEffect, useRef, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PageControllerContext, type PageController } from '../islands/controller.js';
import { islandComponents, type IslandName } from '../islands/registry.js';

/** Tells the page script once React has committed the island, so it stops doing React's job. */
function IslandRoot({ container, controller, children }: { container: HTMLElement; controller: PageController; children: ReactNode }) {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    controller.islandHydrated(container);
  }, [container, controller]);
  return children;
}

/** Hydrates every island in the page with the props the server wrote beside it. */
export function hydrateIslands(controller: PageController): void {
  for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (container.hasAttribute('data-hydrating')) continue;
    container.setAttribute('data-hydrating', '');
    const name = container.dataset.island as IslandName;
    const Component = islandComponents[name] as (props: object) => ReactNode;
    const propsScript = container.nextElementSibling;
    if (!Component || !propsScript?.matches('script[data-island-props]')) {
      console.error(`[islands] cannot hydrate "${name}": its component or props are missing`);
      continue;
    }
    const props = JSON.parse(propsScript.textContent ?? '{}') as object;
    hydrateRoot(
      container,
      <PageControllerContext.Provider value={controller}>
        <IslandRoot container={container} controller={controller}>
          <Component {...props} />
        </IslandRoot>
      </PageControllerContext.Provider>,
    );
  }
}
