// The shape of site.yaml after validation, with the schema's defaults filled in.
// schema/site.schema.json is the contract; keep this file in step with it.

export interface SeoOverride {
  title?: string;
  description?: string;
}

export interface Service {
  slug: string;
  title: string;
  description: string;
  points: string[];
  seo?: SeoOverride;
}

export interface Town {
  name: string;
  slug: string;
  intro?: string;
  neighbourhoods?: string[];
  notes?: string;
  services?: string[];
  nearby?: string[];
  seo?: SeoOverride;
}

export interface Testimonial {
  quote: string;
  author: string;
  town?: string;
}

export interface PostalAddress {
  street?: string;
  locality: string;
  region: string;
  postalCode?: string;
  country: string;
}

export interface Labels {
  header: { getEstimate: string; home: string; menu: string; navigation: string; skipToContent: string };
  home: {
    heroButton: string;
    servicesHeading: string;
    learnMore: string;
    learnMoreContext: string;
    whyChooseUsHeading: string;
    serviceAreaHeading: string;
    serviceAreaText: string;
    testimonialsHeading: string;
    trustBadgesHeading: string;
  };
  service: { estimateButton: string; pointsHeading: string; back: string; notFound: string; indexHeading: string; indexIntro: string };
  town: {
    heading: string;
    intro: string;
    servicesHeading: string;
    neighbourhoodsHeading: string;
    nearbyHeading: string;
    testimonialsHeading: string;
    estimateButton: string;
    back: string;
  };
  estimate: EstimateLabels;
  footer: { phone: string; email: string; copyright: string };
  notFound: { heading: string; text: string; home: string };
  seo: {
    homeTitle: string;
    homeDescription: string;
    servicesTitle: string;
    servicesDescription: string;
    serviceTitle: string;
    serviceDescription: string;
    townTitle: string;
    townDescription: string;
    estimateTitle: string;
    estimateDescription: string;
    notFoundTitle: string;
  };
}

export interface EstimateLabels {
  dialogTitle: string;
  pageIntro: string;
  step: string;
  name: string;
  email: string;
  address: string;
  service: string;
  servicePlaceholder: string;
  notes: string;
  notesHint: string;
  honeypot: string;
  next: string;
  back: string;
  submit: string;
  sending: string;
  close: string;
  successHeading: string;
  successText: string;
  goBack: string;
  failure: string;
  loadError: string;
  loadErrorLink: string;
}

export interface SiteConfig {
  business: {
    name: string;
    phone: string;
    email: string;
    address?: PostalAddress;
    priceRange?: string;
  };
  site: {
    url: string;
    language: string;
    themeColor: string;
    title?: string;
    description?: string;
  };
  estimateForm: { endpoint: string; timeoutSeconds: number };
  analytics?: { measurementId: string };
  hero: { headline: string; subtext: string };
  services: Service[];
  towns: Town[];
  whyChooseUs: string[];
  trustBadges: string[];
  testimonials: Testimonial[];
  labels: Labels;
}
