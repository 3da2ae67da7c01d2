// The TypeScript types of site.yaml, generated from schema/site.schema.json so the two cannot
// drift apart (npm run types writes them; tests/config/types-current.test.ts checks they are current).
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { projectRoot } from '../paths.js';

export const generatedTypesFile = join(projectRoot, 'src', 'config', 'site-config.generated.ts');

interface SchemaNode {
  title?: string;
  description?: string;
  default?: unknown;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  enum?: unknown[];
}

/** The names the code uses for parts of site.yaml, by key path; everything else stays inline. */
const TYPE_NAMES: Record<string, string> = {
  '': 'SiteConfig',
  'business.address': 'PostalAddress',
  'business.address.region': 'StateCode',
  'site.state': 'StateCode',
  'services[]': 'Service',
  'services[].seo': 'SeoOverride',
  'towns[]': 'Town',
  'towns[].seo': 'SeoOverride',
  'testimonials[]': 'Testimonial',
  'projects[]': 'Project',
  'business.hours[]': 'OpeningHours',
  'faq[]': 'Question',
  'services[].faq[]': 'Question',
  'offers[]': 'Offer',
  pricing: 'Pricing',
  'pricing.lotSizes[]': 'LotSize',
  'services[].prices': 'ServicePrices',
  'services[].prices.ranges[]': 'PriceRange',
  'labels.prices': 'PriceLabels',
  reviews: 'Reviews',
  'business.logo': 'Photo',
  'hero.image': 'Photo',
  'services[].image': 'Photo',
  'projects[].photo': 'Photo',
  'projects[].before': 'Photo',
  labels: 'Labels',
  'labels.estimate': 'EstimateLabels',
  'translations.{code}': 'Translation',
};

const BANNER = `// Generated from schema/site.schema.json by \`npm run types\`: do not edit by hand.
// The shape of site.yaml after validation: ajv fills in the schema's defaults, so every key
// with a default is required here.`;

/**
 * A copy of the schema shaped for type generation: the names above as titles (one shared node
 * per name, so a name gives one interface), and keys with a default marked required.
 */
/** The most choices a key's type spells out. */
const LONGEST_ENUM_TYPE = 60;

function forTypes(schema: SchemaNode): SchemaNode {
  const named = new Map<string, SchemaNode>();
  const visit = (node: SchemaNode, path: string): SchemaNode => {
    const copy: SchemaNode = { ...node };
    // A list of hundreds of names (the time zones) says nothing the code needs: it is text.
    if (Array.isArray(copy.enum) && copy.enum.length > LONGEST_ENUM_TYPE) delete copy.enum;
    if (node.properties) {
      const entries = Object.entries(node.properties);
      copy.properties = Object.fromEntries(entries.map(([key, child]) => [key, visit(child, path ? `${path}.${key}` : key)]));
      const defaulted = entries.filter(([key, child]) => child.default !== undefined && !node.required?.includes(key));
      if (defaulted.length) copy.required = [...(node.required ?? []), ...defaulted.map(([key]) => key)];
    }
    if (node.items) copy.items = visit(node.items, `${path}[]`);
    if (typeof node.additionalProperties === 'object') copy.additionalProperties = visit(node.additionalProperties, `${path}.{code}`);
    const name = TYPE_NAMES[path];
    if (!name) return copy;
    copy.title = name;
    const earlier = named.get(name);
    if (!earlier) {
      named.set(name, copy);
      return copy;
    }
    if (!isDeepStrictEqual(shapeOf(earlier), shapeOf(copy))) throw new Error(`The schema parts named ${name} in TYPE_NAMES differ; give them different names`);
    delete earlier.description; // it says what one of the places is for, not what the shape is
    return earlier;
  };
  return visit(schema, '');
}

/**
 * A node without its words: one shape under one name, which each place may describe in its own.
 * A default is the place's too: it only decides whether the parent requires the key.
 */
const shapeOf = (node: SchemaNode): unknown =>
  JSON.parse(JSON.stringify(node, (key, value: unknown) => (key === 'description' || key === 'examples' || key === 'default' ? undefined : value)));

/** The text of src/config/site-config.generated.ts for this schema. */
export async function siteConfigTypes(schema: object): Promise<string> {
  return compile(forTypes(schema) as JSONSchema, 'SiteConfig', {
    bannerComment: BANNER,
    ignoreMinAndMaxItems: true, // `Service[]`, not the tuple `[Service, ...Service[]]` for minItems: 1
    style: { singleQuote: true, printWidth: 120 },
  });
}
