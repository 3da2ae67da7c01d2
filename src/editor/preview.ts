import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pageKinds } from '../../templates/kinds.js';
import { prepareAssets, type SiteAssets } from '../pipeline/build.js';
import { islandPropsFile } from '../pipeline/island-props.js';
import { languageSites, pageRenderer, renderJob } from '../pipeline/page-renderer.js';
import { FAVICON } from '../pipeline/shared-parts.js';
import { placeProblems } from '../config/place-problems.js';
import type { ConfigProblem } from '../config/problem.js';
import type { KeyPath } from '../config/key-path.js';
import { keyInItemBySlug } from '../config/translations.js';
import type { PhotoResult } from '../photos/types.js';
import type { PlannedRoute, SitePlan } from '../plan/plan.js';
import { contentType, contentTypeOf } from '../content-types.js';
import { editMarksOf, withEditMarks, type EditMarks } from '../site/edit-marks.js';
import type { PreviewRoute } from './protocol.js';

/** Where the preview is served: the site is rendered as if published under this folder, so its own links and files stay inside it. */
export const PREVIEW_PREFIX = '/preview/';

interface PreviewSite {
  render(route: PlannedRoute): string;
  /** Which element shows which key: worked out when the first page is asked for. */
  marks: () => EditMarks;
  /** By the path from the site's root (`/es/services/irrigation/` for a translation's page). */
  routes: Map<string, PlannedRoute>;
  files: ReadonlyMap<string, Uint8Array>;
}

/**
 * The real pages of the site being edited, rendered in memory by the build's own code from the
 * plan the editor's check made, one page when it is asked for. Each valid config the editor
 * checks replaces the site; photos are made (or taken from the build cache) only when the photos
 * named change.
 */
export class PreviewRenderer {
  private readonly assets: Promise<SiteAssets>;
  private current: PreviewSite | undefined;
  private photos: { key: string; result: Promise<PhotoResult> } | undefined;

  constructor(private readonly configFile: string) {
    this.assets = prepareAssets();
    this.assets.catch(() => {}); // reported by the first update
  }

  /** Makes `plan` the previewed site; returns the photo problems (a missing or unreadable photo), located in `text`. */
  async update(plan: SitePlan, text: string): Promise<{ problems: ConfigProblem[]; routes: PreviewRoute[] }> {
    const [assets, photos] = await Promise.all([this.assets, this.photosOf(plan)]);
    const problems = await this.photoProblems(plan, text);
    // Rendered as if published under the preview's folder, so its own links and files stay inside it.
    const job = renderJob(plan, { photos: photos.photos, shareCards: new Map(), bootScript: assets.bundle.bootScript, pageScripts: assets.bundle.pageScripts, inlineScripts: assets.bundle.inlineScripts, styles: assets.styles });
    job.languages = job.languages.map(({ config, offers }) => ({ config: { ...config, site: { ...config.site, url: `http://preview.invalid${PREVIEW_PREFIX}` } }, offers }));
    const props = languageSites(job).map(({ site }) => islandPropsFile(site));
    const files = new Map<string, Uint8Array>([
      ...assets.bundle.files,
      ...photos.files,
      [FAVICON, assets.favicon],
      ...props.map(({ path, contents }): [string, Uint8Array] => [path, Buffer.from(contents)]),
    ]);
    let marks: EditMarks | undefined;
    const configs = job.languages.map(({ config }) => config);
    this.current = {
      render: pageRenderer(job).render,
      marks: () => (marks ??= editMarksOf(configs)),
      routes: new Map(plan.routes.map((route) => [route.sitePath, route])),
      files,
    };
    return { problems, routes: previewRoutes(plan) };
  }

  /** The photo problems of `config` (a missing or unreadable photo), located in `text`, without changing the previewed site. */
  async photoProblems(plan: SitePlan, text: string): Promise<ConfigProblem[]> {
    const photos = await this.photosOf(plan);
    return photos.problems.length ? locate(photos.problems, text) : [];
  }

  get ready(): boolean {
    return this.current !== undefined;
  }

  /** The page or file at `path` (inside the preview, `/services/irrigation/`), or undefined. */
  serve(path: string): { type: string; body: string | Uint8Array; status: number } | undefined {
    const current = this.current;
    if (!current) return undefined;
    const route = current.routes.get(path) ?? current.routes.get(`${path}/`);
    // Each element that shows a value of site.yaml says its key path, for the editor to find and mark.
    if (route) return { type: contentType('.html'), body: withEditMarks(current.marks(), () => current.render(route)), status: 200 };
    const file = current.files.get(path.replace(/^\//, ''));
    if (file) return { type: contentTypeOf(path), body: file, status: 200 };
    if (/\.[a-z0-9]+$/i.test(path)) return undefined;
    // A translation's own not-found page under its folder, as a host serves the nearest 404.html.
    const folder = path.split('/')[1];
    const missing = current.routes.get(`/${folder}/404.html`) ?? current.routes.get('/404.html');
    return missing ? { type: contentType('.html'), body: withEditMarks(current.marks(), () => current.render(missing)), status: 404 } : undefined;
  }

  private async photosOf(plan: SitePlan): Promise<PhotoResult> {
    const requests = plan.photoRequests;
    const baseDir = dirname(resolve(this.configFile));
    const times = await Promise.all(requests.map((request) => stat(resolve(baseDir, request.src)).then((info) => info.mtimeMs, () => 0)));
    const key = JSON.stringify([requests, times]);
    if (this.photos?.key !== key) {
      const result = requests.length
        ? import('../photos/process.js').then(({ processPhotos }) => processPhotos(requests, { baseDir }))
        : Promise.resolve<PhotoResult>({ photos: new Map(), files: new Map(), problems: [], warnings: [] });
      this.photos = { key, result };
    }
    return this.photos.result;
  }
}

async function locate(found: PhotoResult['problems'], text: string): Promise<ConfigProblem[]> {
  const { YamlSource } = await import('../config/yaml-source.js');
  return placeProblems(new YamlSource(text), found);
}

/**
 * The pages the editor can show; the first of each kind in each language says which keys show on
 * that kind's pages only. A translation's page is named by its keys under `translations.{code}`
 * (a town's by its place in that language's list), so a Spanish field shows the Spanish page.
 */
function previewRoutes(plan: SitePlan): PreviewRoute[] {
  const own = plan.site.config;
  const seen = new Set<string>();
  return plan.routes
    .filter((route) => route.indexable)
    .map(({ sitePath, source, page, language }) => {
      const translated = language !== own.site.language;
      const key = (ownKey: KeyPath) => (translated ? keyInTranslation(own, language, ownKey) : ownKey);
      const first = !seen.has(`${language} ${page.kind}`);
      seen.add(`${language} ${page.kind}`);
      return { path: sitePath, ...(typeof source === 'string' ? {} : { source: key(source) }), ...(first ? { shows: pageKinds[page.kind].shows.map(key) } : {}) };
    });
}

/** `towns[5]` of the site's own language is `translations.es.towns[0]` when that translation lists that town first, `translations.es.towns` when it does not list it. */
function keyInTranslation(config: SitePlan['site']['config'], language: string, ownKey: KeyPath): KeyPath {
  const inItem = keyInItemBySlug(config, ownKey);
  if (!inItem) return ['translations', language, ...ownKey];
  const index = (config.translations?.[language]?.[inItem.list] ?? []).findIndex((item) => item.slug === inItem.slug);
  return index < 0 ? ['translations', language, inItem.list] : ['translations', language, inItem.list, index, ...ownKey.slice(2)];
}
