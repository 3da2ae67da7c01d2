import { useEffect, useRef, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PageControllerContext, type PageController } from '../islands/controller.js';
import type { IslandPropsOfSite } from '../islands/registry.js';
import { currentNavHref } from '../islands/Header.js';
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

/**
 * The page's link as the header's links write it: `/services/irrigation/` whether the host served
 * it as that, as `/services/irrigation` or as `/services/irrigation/index.html`.
 */
const pageHref = (pathname: string): string => pathname.replace(/index\.html$/, '').replace(/([^/])$/, '$1/');

/** The props of each island on this page: the site's, and what depends on the page. */
function propsOnThisPage(name: IslandName, site: IslandPropsOfSite): object | undefined {
  if (name === 'Header') return { ...site.Header, currentHref: currentNavHref(site.Header, pageHref(location.pathname)) };
  return site[name];
}

/** Hydrates every island in the page with the props the server rendered it from. */
export function hydrateIslands(controller: PageController, siteProps: IslandPropsOfSite): void {
  for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (container.hasAttribute('data-hydrating')) continue;
    container.setAttribute('data-hydrating', '');
    const name = container.dataset.island as IslandName;
    const Component = islandComponents[name] as (props: object) => ReactNode;
    const props = propsOnThisPage(name, siteProps);
    if (!Component || !props) {
      console.error(`[islands] cannot hydrate "${name}": its component or props are missing`);
      continue;
    }
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
