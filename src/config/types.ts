// The shape of site.yaml after validation, with the schema's defaults filled in: generated from
// schema/site.schema.json into site-config.generated.ts (npm run types), named here for the code.
export type {
  EstimateLabels,
  Labels,
  LotSize,
  Offer,
  OpeningHours,
  Question,
  Reviews,
  Photo,
  PostalAddress,
  PriceLabels,
  PriceRange,
  Pricing,
  Project,
  SeoOverride,
  Service,
  ServicePrices,
  SiteConfig,
  Testimonial,
  Town,
} from './site-config.generated.js';
