import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleClient, bundleOptions, type BundleOptions, type ClientBundle } from '../../src/pipeline/client-bundle.js';
import { openCache, toolVersions, type CacheSetup } from '../../src/cache/cache.js';
import { makeTempDir } from '../helpers/files.js';

const FROM_CACHE = '/* read from the cache */';

/**
 * A two-file browser app in a new folder, bundled the way the site's is into a new cache whose
 * stored files are then overwritten, so a hit is visible. Small, so each bundle takes milliseconds.
 */
async function cacheHoldingMarker(): Promise<{ app: string; setup: CacheSetup<BundleOptions> }> {
  const app = makeTempDir();
  writeFileSync(join(app, 'boot.ts'), "document.addEventListener('click', () => import('./later.js'));\n");
  writeFileSync(join(app, 'later.ts'), "document.title = 'later';\n");
  writeFileSync(join(app, 'own.ts'), "document.title = 'own';\n");
  const options: BundleOptions = {
    ...bundleOptions,
    lazy: { ...bundleOptions.lazy, entryPoints: { later: join(app, 'later.ts') } },
    boot: { ...bundleOptions.boot, entryPoints: { boot: join(app, 'boot.ts'), 'estimate-page': join(app, 'own.ts') } },
  };
  const cacheDir = makeTempDir();
  const setup = { options, tools: toolVersions(['esbuild']), cache: openCache(cacheDir) };
  expect(bootScriptOf(await bundleClient(setup))).toContain('./chunks/later-');
  const stored = join(cacheDir, 'client-bundle');
  for (const file of readdirSync(stored)) writeFileSync(join(stored, file), FROM_CACHE);
  return { app, setup };
}

const bootScriptOf = (bundle: ClientBundle) => new TextDecoder().decode(bundle.files.get(bundle.bootScript));

describe('the inline scripts', () => {
  it('are each one line of minified code, in a scope of its own', async () => {
    const { inlineScripts } = await bundleClient();
    for (const [name, script] of Object.entries(inlineScripts)) {
      expect(script, name).toMatch(/^\(\(\)=>\{.*\}\)\(\);$/);
      expect(script, name).not.toMatch(/[\r\n\u2028\u2029]|<\/script|<!--/i); // what an HTML parser could change, or end the element at
    }
  });
});

describe('the client bundle cache', () => {
  it('serves the same sources, options and esbuild version from the cache', async () => {
    const { setup } = await cacheHoldingMarker();
    const bundle = await bundleClient(setup);
    expect(bootScriptOf(bundle)).toBe(FROM_CACHE);
    expect(Object.values(bundle.inlineScripts)).toEqual(Object.keys(bundleOptions.inline.entryPoints).map(() => FROM_CACHE));
  });

  it('bundles again when a source file changes', async () => {
    const { app, setup } = await cacheHoldingMarker();
    writeFileSync(join(app, 'later.ts'), "document.title = 'changed';\n");
    const bundle = await bundleClient(setup);
    expect(bootScriptOf(bundle)).not.toBe(FROM_CACHE);
    const later = [...bundle.files].find(([path]) => path.startsWith('assets/chunks/later-'))?.[1];
    expect(new TextDecoder().decode(later)).toContain('changed');
  });

  it.each<[string, (setup: CacheSetup<BundleOptions>) => CacheSetup<BundleOptions>]>([
    ['a shared option', (setup) => ({ ...setup, options: { ...setup.options, shared: { ...setup.options.shared, target: ['es2022'] } } })],
    ["the page script's own option", (setup) => ({ ...setup, options: { ...setup.options, boot: { ...setup.options.boot, entryNames: 'assets/[name]-[hash]-x' } } })],
    ['the lazy code option', (setup) => ({ ...setup, options: { ...setup.options, lazy: { ...setup.options.lazy, chunkNames: 'assets/chunks/shared-[hash]' } } })],
    ["the inline scripts' option", (setup) => ({ ...setup, options: { ...setup.options, inline: { ...setup.options.inline, minifyWhitespace: false } } })],
    ["esbuild's version", (setup) => ({ ...setup, tools: { esbuild: '0.0.0-other' } })],
  ])('bundles again when %s changes', async (_change, change) => {
    const { setup } = await cacheHoldingMarker();
    expect(bootScriptOf(await bundleClient(change(setup)))).toContain('./chunks/later-');
  });
});
