// Every address site.yaml gives (the site's own, the form service's, profiles and reviews) is
// read with the one parser browsers use, WHATWG URL: an address the build would choke on is a
// mistake at its line and column, never a crash.

/** The address as the build reads it, or undefined when no browser could open it. */
export function readWebAddress(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** The address as the build reads it; for an address the loader already accepted. */
export function webAddress(text: string): URL {
  const url = readWebAddress(text);
  if (!url) throw new Error(`${text} was accepted as a web address, but is not one`);
  return url;
}
