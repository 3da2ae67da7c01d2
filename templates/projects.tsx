import { PageHero } from '../src/components/PageHero.js';
import { ProjectCards } from '../src/components/ProjectCards.js';
import { definePageKind, type NoData } from '../src/site/page-kind.js';
import { searchDescription, searchTitle, seoValues } from '../src/site/seo.js';
import type { Site } from '../src/site/site.js';
import { breadcrumbsTo, business, graph } from '../src/site/structured-data.js';
import { routePath } from '../src/site/urls.js';

/** /projects/: every project, with its photos; only when site.yaml lists some. */
export const projectsPage = definePageKind<NoData>({
  pages: (config) => (config.projects?.length ? [{ path: routePath.projects(), data: {}, source: ['projects'] }] : []),
  head: (site) => ({
    title: searchTitle(site, 'projectsTitle', seoValues(site)),
    description: searchDescription(site, 'projectsDescription', seoValues(site)),
  }),
  structuredData: (site) => graph(business(site), breadcrumbsTo(site, site.config.labels.projects.heading, routePath.projects())),
  photo: (config) => config.projects?.[0]?.photo,
  styles: ['site', 'projects'],
  shows: [['labels', 'projects']],
  inlineScripts: () => [],
  Component: ProjectsPage,
});

function ProjectsPage({ site }: { site: Site }) {
  const labels = site.config.labels.projects;
  return (
    <>
      <PageHero heading={labels.heading}>
        <p>{labels.intro}</p>
      </PageHero>
      <section className="section">
        <div className="container">
          <ProjectCards site={site} projects={site.config.projects ?? []} headingLevel={2} />
        </div>
      </section>
    </>
  );
}
