import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../paths.js';

export interface EditorAssets {
  script: Uint8Array;
  styles: string;
}

const uiDir = join(projectRoot, 'src', 'editor', 'ui');

/** The editor's browser code (React and the form), bundled by esbuild when the editor starts, and its stylesheet. */
export async function bundleEditorUi(): Promise<EditorAssets> {
  const { build } = await import('esbuild');
  const [result, styles] = await Promise.all([
    build({
      absWorkingDir: projectRoot,
      entryPoints: [join(uiDir, 'main.tsx')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020'],
      minify: true,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      write: false,
      logLevel: 'silent',
    }),
    readFile(join(uiDir, 'editor.css'), 'utf8'),
  ]);
  return { script: result.outputFiles[0]!.contents, styles };
}
