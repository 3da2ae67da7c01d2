// The editor's unit tests' check that a text names nothing of the file (tests/helpers/names-of-the-file.ts).
import { expect } from 'vitest';
import { namesOfTheFile } from '../helpers/names-of-the-file.js';

export { namesOfTheFile };

export const expectPlain = (texts: Iterable<string>) => {
  const offending = [...texts].flatMap((text) => namesOfTheFile(text).map((name) => `${name}  ←  ${text}`));
  expect(offending).toEqual([]);
};
