// The problem list names the file the editor was started on (`npm run edit -- --config other.yaml`)
// for a problem of the whole file, not site.yaml.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormContext, type FormActions } from '../../src/editor/ui/form-context.js';
import { ProblemList } from '../../src/editor/ui/ProblemList.js';

describe('ProblemList', () => {
  it('names the file the editor edits for a problem of the whole file', () => {
    const html = renderToStaticMarkup(
      createElement(
        FormContext.Provider,
        { value: {} as FormActions },
        createElement(ProblemList, { problems: [{ line: 1, column: 1, keyPath: '', message: 'expected a mapping, found a list' }], schema: {}, file: 'other.yaml', data: {} }),
      ),
    );
    expect(html).toContain('<strong>other.yaml</strong>');
    expect(html).not.toContain('<strong>site.yaml</strong>');
  });
});
