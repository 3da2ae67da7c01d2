/** One block of a `_headers` file: a path pattern and the headers for matching responses. */
export interface HeaderRule {
  pattern: RegExp;
  headers: Array<[name: string, value: string]>;
}

/**
 * Reads a `_headers` file as Netlify and Cloudflare Pages do: a line starting at the margin is a
 * path (`*` matches anything), the indented `Name: value` lines under it are its headers.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const escaped = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${escaped}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0) rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (rule.pattern.test(urlPath)) for (const [name, value] of rule.headers) headers[name] = value;
  return headers;
}
