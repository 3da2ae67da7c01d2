// The sample site as this version of the product ships it, and the one list of what in a site is
// still the sample's or a placeholder. The sample's values are those of the shipped site.yaml and
// the drawings in photos/, kept in sample-site.json as fingerprints (an owner's copy of the project
// has its own site.yaml, so the sample cannot be read from there; and the site's words belong in
// site.yaml alone, so the record holds none of them, only what each reads as): `npm run sample-site`
// writes it with `sampleSiteOf`, and tests/config/sample-site.test.ts fails while it differs from
// the shipped files. `npm run launch-check` lists the items, `npm run build` and `npm run validate`
// count them, and the editor's "Make it yours" checklist shows them.
import { formatKeyPath, type KeyPath, type PathSegment, type ShownPath } from './key-path.js';
import { intlLanguageName } from './language-name.js';
import type { Position, YamlSource } from './yaml-source.js';
import { isExampleHost, isFictionalPhone, isLocalAddress, isSampleFormAddress, isPlaceholderMeasurementId, isSampleAddress, isSampleReviewLink } from './sample-values.js';
import { keyWords, quoted } from './shown-text.js';
import { missingTranslations } from './translations.js';
import type { PostalAddress, SiteConfig } from './types.js';
import { createHash } from 'node:crypto';
import shipped from './sample-site.json' with { type: 'json' };

/** A drawing of the sample site, known by its bytes whatever it is named. */
export interface SamplePhoto {
  /** Its name in the shipped project (`photos/logo.png`). */
  file: string;
  /** Its size: only a photo of one of these sizes needs its bytes hashed. */
  bytes: number;
  sha256: string;
}

/**
 * What the sample site says that is not the owner's to say, in every language it has. Each text is
 * kept as its fingerprint (`fingerprint`), taken as it is compared: its case and spacing do not count.
 */
export interface SampleSite {
  businessName: string;
  /** Of its ten digits. */
  phone: string;
  email: string;
  siteUrl: string;
  formEndpoint: string;
  /** Every language's. */
  licences: string[];
  /** The numbers in them (`NJ-12345678`), which make a licence the sample's whatever the words around them. */
  licenceNumbers: string[];
  /** Of each profile's address without its scheme and `www.`. */
  social: string[];
  /** Of where the sample business is, as written: its street (none), town and ZIP code. */
  address?: string;
  geo?: { latitude: number; longitude: number };
  reviews?: { rating?: number; count?: number; url: string };
  /** Every language's: a translation of a sample text is the sample too. */
  testimonialQuotes: string[];
  testimonialAuthors: string[];
  offerTexts: string[];
  projectTitles: string[];
  projectTexts: string[];
  photos: SamplePhoto[];
}

/** The sample site of this version, as sample-site.json records it. */
export const sampleSite: SampleSite = shipped;

/** What the sample site says, from its config and its drawings (`npm run sample-site`, and the test that the record is up to date). */
export function sampleSiteOf(config: SiteConfig, photos: SamplePhoto[]): SampleSite {
  const { business, reviews } = config;
  const languages = [config, ...Object.values(config.translations ?? {})];
  const texts = <T>(list: (language: (typeof languages)[number]) => T[] | undefined, text: (item: T) => string | undefined) =>
    [...new Set(languages.flatMap((language) => (list(language) ?? []).map(text).filter((value): value is string => value !== undefined)))].map(fingerprint);
  const licences = [...new Set(languages.flatMap((language) => language.business?.licences ?? []))];
  return {
    businessName: fingerprint(business.name),
    phone: fingerprint(digitsOf(business.phone)),
    email: fingerprint(business.email),
    siteUrl: fingerprint(config.site.url),
    formEndpoint: fingerprint(config.estimateForm.endpoint),
    licences: licences.map(fingerprint),
    licenceNumbers: [...new Set(licences.flatMap(licenceNumbers))].map(fingerprint),
    social: (business.social ?? []).map((profile) => fingerprint(profileAddress(profile))),
    ...(business.address ? { address: fingerprint(addressLine(business.address)) } : {}),
    ...(business.geo ? { geo: { latitude: business.geo.latitude, longitude: business.geo.longitude } } : {}),
    ...(reviews ? { reviews: { rating: reviews.rating, count: reviews.count, url: fingerprint(reviews.url) } } : {}),
    testimonialQuotes: texts((language) => language.testimonials, (testimonial) => testimonial.quote),
    testimonialAuthors: texts(() => config.testimonials, (testimonial) => testimonial.author),
    offerTexts: texts((language) => language.offers, (offer) => offer.text),
    projectTitles: texts((language) => language.projects, (project) => project.title),
    projectTexts: texts((language) => language.projects, (project) => project.text),
    photos: [...photos].sort((a, b) => a.file.localeCompare(b.file)),
  };
}

/** What an item is, by a name that stays the same whatever its words: the editor and tests go by it. */
export type SampleKind =
  | 'business-name'
  | 'phone'
  | 'text-number'
  | 'email'
  | 'site-address'
  | 'form-address'
  | 'local-address'
  | 'business-address'
  | 'analytics-id'
  | 'licence'
  | 'social-profile'
  | 'map-position'
  | 'rating'
  | 'review-link'
  | 'testimonial'
  | 'offer'
  | 'offer-link'
  | 'project'
  | 'photo'
  | 'missing-translation';

/** One thing on the site that is not yet the owner's: a sample value, a placeholder, or a text without its translation. */
export interface SampleItem {
  kind: SampleKind;
  /** Where its value is (or, for a missing translation, should be): `['testimonials', 0, 'quote']`. */
  keyPath: KeyPath;
  /** What it is, in the owner's words, as a checklist names it: "Business name", "Testimonial 2", "Spanish text of offer 1". */
  title: string;
  /** What is wrong, in plain words, with the value as written and no key name: `"Linda R." is the name under a sample testimonial`. */
  message: string;
  /** What to put there instead. */
  fix: string;
  /** The translation the text is in (`es`); none for the site's own language. */
  language?: string;
  /** A text that has no translation yet (only a site.yaml being edited can have one: the build refuses it). */
  missingTranslation: boolean;
}

/**
 * The photos site.yaml names whose bytes may be a sample drawing's, hashed: `sha256` by `src` as
 * written. Only photos of a sample drawing's size need hashing (src/photos/fingerprints.ts); a
 * photo left out is not one.
 */
export type PhotoHashes = ReadonlyMap<string, string>;

/**
 * Everything in `config` that is still the sample site's, a placeholder, or a text without its
 * translation, in the order of site.yaml's sections, each with where it is and what to put there.
 * An owner's own value anywhere clears its item: values are compared with the sample's as written
 * (ignoring case and spacing), photos by their bytes. Pure: the caller hashes the photos.
 */
export function sampleItems(config: SiteConfig, photoHashes: PhotoHashes, sample: SampleSite = sampleSite): SampleItem[] {
  const items: SampleItem[] = [];
  const add = (kind: SampleKind, keyPath: KeyPath, title: string, message: string, fix: string, language?: string) =>
    items.push({ kind, keyPath, title, message, fix, ...(language ? { language } : {}), missingTranslation: false });
  const { business, site, estimateForm, analytics, reviews } = config;
  const isSampleText = (fingerprints: readonly string[]) => {
    const known = new Set(fingerprints);
    return (text: string | undefined) => text !== undefined && known.has(fingerprint(text));
  };

  if (same(business.name, sample.businessName))
    add('business-name', ['business', 'name'], 'Business name', `${quoted(business.name)} is the sample business's name`, "put your business's name, as your customers know it");

  for (const key of ['phone', 'sms'] as const) {
    const number = business[key];
    if (number === undefined) continue;
    const texts = key === 'sms';
    const fix = `put your business's ${texts ? 'mobile number for texts' : 'number'}`;
    if (isFictionalPhone(number))
      add(texts ? 'text-number' : 'phone', ['business', key], texts ? 'Number for texts' : 'Phone number', `${quoted(number)} is in the 555-0100 to 555-0199 range kept for films and examples, which no phone can ${texts ? 'text' : 'call'}`, fix);
    else if (fingerprint(digitsOf(number)) === sample.phone) add(texts ? 'text-number' : 'phone', ['business', key], texts ? 'Number for texts' : 'Phone number', `${quoted(number)} is the sample site's number`, fix);
  }

  if (isExampleHost(business.email.slice(business.email.lastIndexOf('@') + 1)) || same(business.email, sample.email))
    add('email', ['business', 'email'], 'E-mail address', `${quoted(business.email)} is a sample address, so customers' e-mails would go nowhere`, 'put the address you read every day, such as office@yourcompany.com');

  const sampleLicence = sampleLicenceOf(sample);
  business.licences?.forEach((licence, index) => {
    if (sampleLicence(licence))
      add('licence', ['business', 'licences', index], `Licence ${index + 1}`, `${quoted(licence)} is the sample site's licence number, not yours`, 'put your own licence or registration number as your licence shows it, or remove this line');
  });

  const sampleProfile = isSampleText(sample.social);
  business.social?.forEach((profile, index) => {
    if (sampleProfile(profileAddress(profile)) || isSampleAddress(profile))
      add('social-profile', ['business', 'social', index], `Social profile ${index + 1}`, `${quoted(profile)} is the sample business's page, not yours`, 'put the address of your own page there, or remove this line');
  });

  if (business.geo && sample.geo && samePlace(business.geo, sample.geo))
    add(
      'map-position',
      ['business', 'geo'],
      'Map position',
      `${business.geo.latitude}, ${business.geo.longitude} is where the sample business is on the map`,
      "put your business's own latitude and longitude (right-click its place in Google Maps to copy both numbers)",
    );

  if (business.address && fingerprint(addressLine(business.address)) === sample.address)
    add(
      'business-address',
      ['business', 'address', 'locality'],
      'Business address',
      `${quoted(postalLine(business.address))} is the sample business's address`,
      'put where your business is based (its town and ZIP code, and its street if customers come to you)',
    );

  if (isSampleAddress(site.url) || same(site.url, sample.siteUrl))
    add('site-address', ['site', 'url'], 'Site address', `${quoted(site.url)} is a sample address`, 'put the address your site will be published at, such as https://www.yourcompany.com');

  if (isSampleFormAddress(estimateForm.endpoint) || same(estimateForm.endpoint, sample.formEndpoint))
    add(
      'form-address',
      ['estimateForm', 'endpoint'],
      'Form address',
      `${quoted(estimateForm.endpoint)} is the sample form address, so estimate requests would go nowhere`,
      'create a form at a form service such as Formspree and put the address it gives you here (it looks like https://formspree.io/f/mwkgabcd)',
    );
  else if (isSampleAddress(estimateForm.endpoint))
    add('form-address', ['estimateForm', 'endpoint'], 'Form address', `${quoted(estimateForm.endpoint)} is a sample address, so estimate requests would go nowhere`, 'put the address your form service gives you');

  // Fine for trying the site and its form on this computer; never for visitors.
  if (isLocalAddress(site.url))
    add('local-address', ['site', 'url'], 'Site address', `${quoted(site.url)} only works on this computer, so visitors cannot reach it`, 'put the address your site will be published at');
  if (isLocalAddress(estimateForm.endpoint))
    add('local-address', ['estimateForm', 'endpoint'], 'Form address', `${quoted(estimateForm.endpoint)} only works on this computer, so visitors' requests could not reach you`, 'put the address your form service gives you');

  if (analytics && isPlaceholderMeasurementId(analytics.measurementId))
    add(
      'analytics-id',
      ['analytics', 'measurementId'],
      'Analytics ID',
      `${quoted(analytics.measurementId)} is the placeholder measurement ID`,
      'put your own (Google Analytics → Admin → Data streams → your site), or remove the analytics section to send no analytics at all',
    );

  if (reviews) {
    if (reviews.rating !== undefined && reviews.rating === sample.reviews?.rating && reviews.count === sample.reviews.count)
      add(
        'rating',
        ['reviews', 'rating'],
        'Rating and number of reviews',
        `${reviews.rating} out of 5 from ${reviews.count} reviews is the sample site's rating, not yours`,
        'copy your own rating and number of reviews from your Google Business Profile, or take both lines out until you have reviews (the review link works without them)',
      );
    if (isSampleReviewLink(reviews.url) || isSampleAddress(reviews.url) || same(reviews.url, sample.reviews?.url))
      add(
        'review-link',
        ['reviews', 'url'],
        'Review link',
        `${quoted(reviews.url)} is a sample link`,
        'put the link where customers read and write your reviews, such as the one your Google Business Profile gives under "Ask for reviews"',
      );
  }

  const sampleQuote = isSampleText(sample.testimonialQuotes);
  const sampleAuthor = isSampleText(sample.testimonialAuthors);
  config.testimonials.forEach((testimonial, index) => {
    const title = `Testimonial ${index + 1}`;
    const fix = "put a real customer's words, with their permission, or remove this testimonial";
    if (sampleQuote(testimonial.quote)) add('testimonial', ['testimonials', index, 'quote'], title, `${quoted(testimonial.quote)} is a sample testimonial, not a customer's words`, fix);
    else if (sampleAuthor(testimonial.author)) add('testimonial', ['testimonials', index, 'author'], title, `${quoted(testimonial.author)} is the name under a sample testimonial`, fix);
  });

  const sampleOffer = isSampleText(sample.offerTexts);
  config.offers?.forEach((offer, index) => {
    if (sampleOffer(offer.text))
      add('offer', ['offers', index, 'text'], `Offer ${index + 1}`, `${quoted(offer.text)} is the sample site's offer`, 'put an offer you really make, or remove this one');
    if (offer.link && isSampleAddress(offer.link))
      add('offer-link', ['offers', index, 'link'], `Link of offer ${index + 1}`, `${quoted(offer.link)} is a sample address`, 'put the page the offer leads to, or remove the link');
  });

  const [sampleTitle, sampleProjectText] = [isSampleText(sample.projectTitles), isSampleText(sample.projectTexts)];
  const sampleProject = (project: { title?: string; text?: string }): 'title' | 'text' | undefined =>
    sampleTitle(project.title) ? 'title' : sampleProjectText(project.text) ? 'text' : undefined;
  config.projects?.forEach((project, index) => {
    const field = sampleProject(project);
    if (field)
      add('project', ['projects', index, field], `Project ${index + 1}`, `${quoted(project[field]!)} is one of the sample site's projects, not your work`, 'put a job you did, with your own photos, or remove this project');
  });

  for (const { keyPath, src, title } of photoFields(config)) {
    const hash = photoHashes.get(src);
    const drawing = hash === undefined ? undefined : sample.photos.find((photo) => photo.sha256 === hash);
    if (!drawing) continue;
    const sameAs = drawing.file === src ? '' : ` (the same picture as ${drawing.file})`;
    const logo = keyPath[1] === 'logo';
    add('photo', keyPath, title, `${src} is one of the sample site's drawings${sameAs}`, logo ? 'put your own logo, or remove the logo to show your name alone' : 'put a photo of your own work');
  }

  for (const [code, translation] of Object.entries(config.translations ?? {})) {
    const language = intlLanguageName(code, 'en'); // `es` → `Spanish`, for the owner, who reads English
    translation.business?.licences?.forEach((licence, index) => {
      if (sampleLicence(licence))
        add('licence', ['translations', code, 'business', 'licences', index], `${language} licence ${index + 1}`, `${quoted(licence)} is the sample site's licence number, not yours`, `put the ${language} of your own licence, or remove this line`, code);
    });
    translation.testimonials?.forEach((testimonial, index) => {
      if (sampleQuote(testimonial.quote))
        add('testimonial', ['translations', code, 'testimonials', index, 'quote'], `${language} testimonial ${index + 1}`, `${quoted(testimonial.quote!)} is a sample testimonial, not a customer's words`, `put the ${language} of your customer's words, or remove this testimonial`, code);
    });
    translation.offers?.forEach((offer, index) => {
      if (sampleOffer(offer.text))
        add('offer', ['translations', code, 'offers', index, 'text'], `${language} offer ${index + 1}`, `${quoted(offer.text!)} is the sample site's offer`, `put the ${language} of your own offer, or remove this one`, code);
    });
    translation.projects?.forEach((project, index) => {
      const field = sampleProject(project);
      if (field)
        add(
          'project',
          ['translations', code, 'projects', index, field],
          `${language} project ${index + 1}`,
          `${quoted(project[field]!)} is one of the sample site's projects, not your work`,
          `put the ${language} of your own project, or remove this project`,
          code,
        );
    });
    for (const missing of missingTranslations(config, translation, ['translations', code]))
      items.push({
        kind: 'missing-translation',
        keyPath: missing.path,
        title: `${language} ${plainName(missing.shownPath.slice(2), config)}`,
        message: missing.problem === 'missing' ? `this text has no ${language} yet` : `the ${language} list has ${missing.problem.length} entries where the original has ${missing.problem.expected}`,
        fix: missing.problem === 'missing' ? `write it in ${language}` : `give one ${language} entry for each of the original, in the same order`,
        language: code,
        missingTranslation: true,
      });
  }
  return items;
}

/** An item at its line and column, for the messages that speak of site.yaml itself (the editor speaks of fields). */
export type PlacedSampleItem = SampleItem & Position;

/** The items at their lines and columns in `source`, in the order they are written. */
export function placeSampleItems(source: Pick<YamlSource, 'positionOfValue'>, items: readonly SampleItem[]): PlacedSampleItem[] {
  return items.map((item) => ({ ...item, ...source.positionOfValue(item.keyPath) })).sort((a, b) => a.line - b.line || a.column - b.column);
}

/** `site.yaml:8:9  business.name  "…" is the sample business's name: put your business's name, …` */
export const formatSampleItem = (label: string, item: PlacedSampleItem): string => `${label}:${item.line}:${item.column}  ${formatKeyPath(item.keyPath)}  ${item.message}: ${item.fix}`;

/**
 * The one line `npm run build` and `npm run validate` print while anything is left:
 * "39 things on the site are still the sample's (its name, licences, reviews…): run npm run launch-check to see each and what to put there".
 */
export function sampleCountLine(items: readonly SampleItem[]): string | undefined {
  if (items.length === 0) return undefined;
  const groups = GROUPS.filter(([, kinds]) => items.some((item) => kinds.includes(item.kind))).map(([name]) => name);
  const shown = groups.length > 3 ? `${groups.slice(0, 3).join(', ')}…` : groups.join(', ');
  const things = items.length === 1 ? '1 thing on the site is' : `${items.length} things on the site are`;
  const missing = items.every((item) => item.missingTranslation);
  return `${things} ${missing ? 'not yet translated' : "still the sample's or a placeholder"} (${shown}): run npm run launch-check to see each and what to put there`;
}

/** The count line's names for what is left, most telling first. */
const GROUPS: ReadonlyArray<readonly [string, readonly SampleKind[]]> = [
  ['its name', ['business-name']],
  ['licences', ['licence']],
  ['reviews', ['rating', 'testimonial', 'review-link']],
  ['photos', ['photo']],
  ['projects', ['project']],
  ['offers', ['offer', 'offer-link']],
  ['phone', ['phone', 'text-number']],
  ['e-mail', ['email']],
  ['web and form addresses', ['site-address', 'form-address', 'local-address']],
  ['address', ['business-address']],
  ['social profiles', ['social-profile']],
  ['map position', ['map-position']],
  ['analytics ID', ['analytics-id']],
  ['translations', ['missing-translation']],
];

/** Every photo field site.yaml has, with its `src` and its name in the owner's words. */
function photoFields(config: SiteConfig): Array<{ keyPath: PathSegment[]; src: string; title: string }> {
  const fields: Array<{ keyPath: PathSegment[]; src: string; title: string }> = [];
  const field = (photo: { src: string } | undefined, keyPath: PathSegment[], title: string) => photo && fields.push({ keyPath: [...keyPath, 'src'], src: photo.src, title });
  field(config.business.logo, ['business', 'logo'], 'Logo');
  field(config.hero.image, ['hero', 'image'], 'Home page banner photo');
  config.services.forEach((service, index) => field(service.image, ['services', index, 'image'], `Photo of ${service.title}`));
  config.projects?.forEach((project, index) => {
    field(project.photo, ['projects', index, 'photo'], `Photo of project ${index + 1}`);
    field(project.before, ['projects', index, 'before'], `Before photo of project ${index + 1}`);
  });
  return fields;
}

/**
 * What a text reads as, compared with the sample's: its case and spacing do not make it the
 * owner's. A SHA-256 of it, cut to 64 bits: enough that no owner's text is taken for the sample's.
 */
export const fingerprint = (text: string): string =>
  createHash('sha256').update(text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase()).digest('hex').slice(0, 16);
const same = (text: string, sample: string | undefined): boolean => sample !== undefined && fingerprint(text) === sample;
/** A phone number's ten digits, without the leading 1 of +1. */
const digitsOf = (number: string): string => number.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
/** The parts of an address that say where it is (the state follows from the ZIP code): a street of one's own makes it the owner's. */
const addressLine = ({ street, locality, postalCode }: PostalAddress): string => [street ?? '', locality, postalCode ?? ''].join('|');
/** `12 Main St, Springfield, NJ 07081`, as the footer shows it. */
const postalLine = ({ street, locality, region, postalCode }: PostalAddress): string =>
  [street, [locality, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ');
/** A profile's address without what does not change which page it is: `facebook.com/yourcompany`. */
const profileAddress = (address: string): string => address.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/^(www|m)\./, '').replace(/[/?#]+$/, '');
/** Within about ten metres: the sample's place, copied with four decimals or rounded, is still the sample's. */
const samePlace = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): boolean =>
  Math.abs(a.latitude - b.latitude) <= 1e-4 && Math.abs(a.longitude - b.longitude) <= 1e-4;

/** The numbers a licence carries (`AB12345678`, `12-3456`): a run of letters, digits and hyphens with four digits or more. */
function licenceNumbers(licence: string): string[] {
  return (licence.match(/[a-z0-9-]*\d[a-z0-9-]*/gi) ?? []).filter((number) => number.replace(/\D/g, '').length >= 4);
}

/** A licence is the sample's when it reads the same, or carries a sample licence's number whatever the words (or hyphens) around it. */
function sampleLicenceOf(sample: Pick<SampleSite, 'licences' | 'licenceNumbers'>): (licence: string) => boolean {
  const [texts, numbers] = [new Set(sample.licences), new Set(sample.licenceNumbers)];
  return (licence) => {
    if (texts.has(fingerprint(licence))) return true;
    // `X-12345678-A` carries the number too: every run of its hyphen-joined parts is tried.
    return licenceNumbers(licence).some((number) => {
      const parts = number.split('-');
      return parts.some((_, start) => parts.slice(start).some((_, length) => numbers.has(fingerprint(parts.slice(start, start + length + 1).join('-')))));
    });
  };
}

/** Words for a place in a translation, innermost first: `services[snow-removal].title` → "title for Snow Removal". */
function plainName(path: ShownPath, config: SiteConfig): string {
  const phrases: Array<{ text: string; named: boolean }> = [];
  path.forEach((segment, index) => {
    if (typeof segment !== 'string') return; // named with its list
    const next = path[index + 1];
    if (typeof next === 'number') phrases.push({ text: `${ITEM_WORDS[segment] ?? keyWords(segment).replace(/s$/, '')} ${next + 1}`, named: false });
    else if (typeof next === 'object') {
      const name = segment === 'services' ? config.services.find((service) => service.slug === next.item)?.title : config.towns.find((town) => town.slug === next.item)?.name;
      phrases.push({ text: name ?? next.item, named: true });
    } else phrases.push({ text: FIELD_WORDS[segment] ?? keyWords(segment), named: false });
  });
  return phrases
    .reverse()
    .map(({ text }, index, all) => (index === 0 ? text : `${all[index]!.named ? 'for' : 'of'} ${text}`))
    .join(' ');
}

/** A field's name where its key is not the owner's word for it. */
const FIELD_WORDS: Record<string, string> = {
  alt: 'photo description',
  for: 'what the price is for',
  hero: 'home page banner',
  seo: 'search texts',
  pricing: 'prices',
  whyChooseUs: 'reasons to choose you',
  trustBadges: 'badges',
  faq: 'questions',
};

/** One item of a list, named. */
const ITEM_WORDS: Record<string, string> = {
  faq: 'question',
  whyChooseUs: 'reason to choose you',
  trustBadges: 'badge',
  lotSizes: 'lot size',
};
