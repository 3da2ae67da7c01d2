// What an owner's editor underlines as they type: VS Code's YAML extension runs the
// yaml-language-server with the schema site.yaml's first line names. Rules written into the schema
// (not only into the loader) are underlined there, before any build.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getLanguageService } from 'yaml-language-server';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { schemaFile } from '../../src/paths.js';

const site = readFileSync('site.yaml', 'utf8');

let documents = 0;

/** The lines (1-based) the language server underlines in `text`, with its messages. */
async function underlined(text: string): Promise<Array<{ line: number; message: string }>> {
  documents++; // the server keeps what it parsed by the document's address and version
  const service = getLanguageService({
    schemaRequestService: async () => readFileSync(schemaFile, 'utf8'),
    workspaceContext: { resolveRelativePath: (relative: string, resource: string) => new URL(relative, resource).href },
  });
  service.configure({ validate: true, schemas: [{ uri: 'file:///schema/site.schema.json', fileMatch: ['*.yaml'] }], completion: false, hover: false });
  const diagnostics = await service.doValidation(TextDocument.create(`file:///project-${documents}/site.yaml`, 'yaml', documents, text), false);
  return diagnostics.map((diagnostic) => ({ line: diagnostic.range.start.line + 1, message: diagnostic.message }));
}

const lineOf = (text: string, marker: string) => text.slice(0, text.indexOf(marker)).split('\n').length;

describe('the yaml-language-server, fed the schema', () => {
  it('underlines nothing in the sample site.yaml', async () => {
    expect(await underlined(site)).toEqual([]);
  });

  it('underlines a time zone that has no such name', async () => {
    const text = site.replace('  state: NJ\n', '  state: NJ\n  timeZone: America/New_Yrok\n');
    expect((await underlined(text)).map(({ line }) => line)).toEqual([lineOf(text, 'America/New_Yrok')]);
  });

  it('underlines prices with no pricing section', async () => {
    const text = site.replace(/\npricing:\n(?: {2}.*\n|\n)*?(?=services:)/, '\n');
    expect(text).not.toContain('\npricing:');
    expect((await underlined(text)).some(({ message }) => /pricing/.test(message))).toBe(true);
  });

  it('underlines a phone number with no digits', async () => {
    const text = site.replace('phone: "(201) 555-0142"', 'phone: "(((---)))"');
    expect(await underlined(text)).toEqual([{ line: lineOf(text, '(((---)))'), message: expect.stringContaining('a US phone number of ten digits') }]);
  });
});
