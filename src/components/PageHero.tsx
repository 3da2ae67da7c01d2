import type { ReactNode } from 'react';

/** The band at the top of every page but the home page: the page's heading and its introduction. */
export function PageHero({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>{heading}</h1>
        {children}
      </div>
    </section>
  );
}
