import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withPricesYaml } from '../helpers/prices.js';
import { test as base } from './fixtures.js';
import { serveBuiltSite } from './served-site.js';

/**
 * The small test site as an owner who books this way sets it up: photos of the yard, its towns'
 * ZIP codes, hours that open on Saturdays, a number for texts, and prices (Mowing's).
 */
export function bookingSiteYaml(small: string, formService: string): string {
  return withPricesYaml(small)
    .replace('  endpoint: https://forms.example/f/test\n', `  endpoint: ${formService}/f/booking\n  photos: true\n`)
    .replace(
      '  email: hello@test-mowers.example\n',
      '  email: hello@test-mowers.example\n  sms: "(201) 555-0188"\n  hours:\n    - { days: [Mon, Tue, Wed, Thu, Fri], opens: "07:00", closes: "18:00" }\n    - { days: [Sat], opens: "08:00", closes: "12:00" }\n',
    )
    .replace('    slug: springfield\n', '    slug: springfield\n    zips: ["07081", "07082"]\n')
    .replace('    slug: ogdenville\n', '    slug: ogdenville\n    zips: ["07090"]\n');
}

/** The browser tests' fixtures, with the booking site built and served once per worker. */
export const test = base.extend<object, { bookingSiteUrl: string }>({
  bookingSiteUrl: [
    async ({}, use) => serveBuiltSite('booking', { yaml: bookingSiteYaml(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'small-site.yaml'), 'utf8'), process.env.FORM_SERVICE_URL!) }, use),
    { scope: 'worker' },
  ],
});
