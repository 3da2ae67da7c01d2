// Generated from schema/site.schema.json by `npm run types`: do not edit by hand.
// The shape of site.yaml after validation: ajv fills in the schema's defaults, so every key
// with a default is required here.

export type StateCode =
  | 'AL'
  | 'AK'
  | 'AZ'
  | 'AR'
  | 'CA'
  | 'CO'
  | 'CT'
  | 'DE'
  | 'DC'
  | 'FL'
  | 'GA'
  | 'HI'
  | 'ID'
  | 'IL'
  | 'IN'
  | 'IA'
  | 'KS'
  | 'KY'
  | 'LA'
  | 'ME'
  | 'MD'
  | 'MA'
  | 'MI'
  | 'MN'
  | 'MS'
  | 'MO'
  | 'MT'
  | 'NE'
  | 'NV'
  | 'NH'
  | 'NJ'
  | 'NM'
  | 'NY'
  | 'NC'
  | 'ND'
  | 'OH'
  | 'OK'
  | 'OR'
  | 'PA'
  | 'RI'
  | 'SC'
  | 'SD'
  | 'TN'
  | 'TX'
  | 'UT'
  | 'VT'
  | 'VA'
  | 'WA'
  | 'WV'
  | 'WI'
  | 'WY'
  | 'AS'
  | 'GU'
  | 'MP'
  | 'PR'
  | 'VI';

/**
 * Everything the website says: the business, its services, the towns it serves, and the texts on every page. Edit site.yaml, then run `npm run build`.
 */
export interface SiteConfig {
  /**
   * Optional: where editors find this schema. Leave as it is.
   */
  $schema?: string;
  /**
   * The company: its name, phone number and e-mail address, shown in the header and footer of every page.
   */
  business: {
    /**
     * The company name, shown as the brand link in the header and in the copyright line.
     */
    name: string;
    /**
     * The phone number shown in the footer. Visitors on phones can tap it to call.
     */
    phone: string;
    /**
     * Optional: a mobile number customers can send text messages to. Adds a "Text us" link beside the phone number in the footer and beside the call link in the header on phones. It may be the same number as `phone`.
     */
    sms?: string;
    /**
     * The customer service e-mail address shown in the footer.
     */
    email: string;
    logo?: Photo;
    address?: PostalAddress;
    /**
     * Optional: a rough price level for search engines, such as $$. Without it, search engines are given the lowest to the highest amount of your prices (`services[].prices`), when you have some.
     */
    priceRange?: string;
    /**
     * Optional: when customers can reach you, shown in the footer of every page and given to search engines. One entry per set of days that share their hours; days not listed show as closed to search engines.
     *
     * @minItems 1
     */
    hours?: OpeningHours[];
    /**
     * Optional: your licence and registration numbers, each shown in the footer of every page. New Jersey requires a home improvement contractor's registration number on advertising, websites included.
     *
     * @minItems 1
     *
     * Items: One licence or registration, with its number.
     */
    licences?: string[];
    /**
     * Optional: the business's pages on Facebook, Instagram, Nextdoor, Yelp and the like, linked from the footer of every page and given to search engines as the same business.
     *
     * @minItems 1
     *
     * Items: The full address of one profile page.
     */
    social?: string[];
    /**
     * Optional: where the business is on the map, in decimal degrees with at least 5 decimals, for search engines' local results. Right-click the spot in Google Maps to copy both numbers.
     */
    geo?: {
      /**
       * Degrees north (negative: south).
       */
      latitude: number;
      /**
       * Degrees east (negative: west; every US state is negative).
       */
      longitude: number;
    };
  };
  /**
   * Where the website lives and how it presents itself.
   */
  site: {
    /**
     * The address the site is published at, starting with https://. Used for links in search results and the sitemap.
     */
    url: string;
    state: StateCode;
    /**
     * The time zone your opening hours are in, as its name in the time zone database, such as America/New_York or America/Chicago. The footer uses it to say whether you are open right now, wherever the visitor is. Without it, the time zone of `site.state`; a state with more than one time zone (such as TX, FL or IN) must set it when `business.hours` is given.
     */
    timeZone?: string;
    /**
     * The language of the pages, as a language code.
     */
    language: string;
    /**
     * The brand colour phones use for the browser bar, as a hex colour.
     */
    themeColor: string;
    /**
     * Optional: the home page's title in search results. Without it, `labels.seo.homeTitle` is used.
     */
    title?: string;
    /**
     * Optional: the home page's description in search results. Without it, `labels.seo.homeDescription` is used.
     */
    description?: string;
  };
  /**
   * Where estimate requests are sent.
   */
  estimateForm: {
    /**
     * The address of the hosted form service (for example Formspree) that receives estimate requests. Must start with https://.
     */
    endpoint: string;
    /**
     * How many seconds to wait for the form service before telling the visitor something went wrong.
     */
    timeoutSeconds: number;
    /**
     * Optional: true lets visitors add up to 5 photos of their yard to a request (step 3 of the form, and the /estimate/ page). The visitor's browser makes each photo smaller and removes its location before sending it; the request is then sent as a form with files (multipart/form-data), so your form service must accept files: see the README.
     */
    photos: boolean;
  };
  /**
   * Optional: Google Analytics. Without this section the site sends no analytics at all.
   */
  analytics?: {
    /**
     * Your Google Analytics 4 measurement ID.
     */
    measurementId: string;
  };
  /**
   * The large banner at the top of the home page.
   */
  hero: {
    /**
     * The main headline of the home page.
     */
    headline: string;
    /**
     * The sentence under the headline. Tell visitors they can book an estimate in under 60 seconds.
     */
    subtext: string;
    image?: Photo;
  };
  pricing?: Pricing;
  /**
   * The services, in the order they appear on the site. Each gets its own page at /services/{slug}/.
   *
   * @minItems 1
   */
  services: Service[];
  /**
   * The towns the business serves. Each gets its own page at /lawn-care-{slug}-{state}/ (`site.state` in lower case: /lawn-care-monroe-nj/) and a link in the service area list.
   *
   * @minItems 1
   */
  towns: Town[];
  /**
   * The reasons homeowners choose the business, listed on the home page.
   *
   * @minItems 1
   *
   * Items: One reason.
   */
  whyChooseUs: string[];
  /**
   * Short trust badges shown on the home page.
   *
   * @minItems 1
   *
   * Items: One badge.
   */
  trustBadges: string[];
  /**
   * What customers say, shown on the home page.
   *
   * @minItems 1
   */
  testimonials: Testimonial[];
  reviews?: Reviews;
  /**
   * Optional: questions homeowners ask, with your answers, shown on the home page. Each service can have its own under `services[].faq`.
   */
  faq?: Question[];
  /**
   * Optional: seasonal offers, each shown as a banner at the top of every page from its `starts` date to its `ends` date, both included, by the visitor's calendar. A build leaves out offers that have ended, and says which.
   */
  offers?: Offer[];
  /**
   * Optional: jobs you are proud of, with photos. They make the /projects/ page, and each shows on its town's and its service's page too. A project with a `before` photo shows a before and after pair.
   */
  projects?: Project[];
  /**
   * Optional: the same site in more languages, by language code (es for Spanish). Its pages are published under /es/ and so on, each linked to the same page in the other languages. Names (the business's, the towns', the authors') stay as written.
   */
  translations?: {
    [k: string]: Translation;
  };
  labels: Labels;
}
export interface Photo {
  /**
   * The photo's file, relative to site.yaml: put your photos in the photos/ folder beside it. JPEG, PNG, WebP or AVIF, ideally 2,000 px wide or more; phones' HEIC photos must be exported as JPEG first. The build makes the smaller copies and modern formats each page needs, and removes the camera's location data.
   */
  src: string;
  /**
   * What the photo shows, in one sentence, for visitors who cannot see it and for search engines: say what and where, not "photo of".
   */
  alt: string;
}
/**
 * Optional but recommended: where the business is based. Search engines need it to show the business in local results.
 */
export interface PostalAddress {
  /**
   * Street address.
   */
  street?: string;
  /**
   * Town or city.
   */
  locality: string;
  region?: StateCode;
  /**
   * ZIP code.
   */
  postalCode?: string;
  /**
   * Country, as its two-letter code.
   */
  country: string;
}
/**
 * Days that open and close at the same time.
 */
export interface OpeningHours {
  /**
   * The days, as Mon, Tue, Wed, Thu, Fri, Sat and Sun.
   *
   * @minItems 1
   */
  days: ('Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun')[];
  /**
   * When you open, on the 24-hour clock.
   */
  opens: string;
  /**
   * When you close, on the 24-hour clock (up to 23:59); later than `opens`.
   */
  closes: string;
}
/**
 * Optional: your prices, as ranges by lot size, so homeowners see what a job typically costs before they ask. List the lot sizes here and give each service its ranges under `services[].prices`: each priced service's page then shows a price table, a /prices/ page lists them all, and the estimate form shows the range for the lot size a visitor picks.
 */
export interface Pricing {
  /**
   * What every price assumes, shown with every price table and beside the price in the estimate form: say the ranges are for a typical property and how you confirm the real price.
   */
  note: string;
  /**
   * The lot sizes a visitor picks from, smallest first. Each service's price ranges name them by `id`.
   *
   * @minItems 1
   */
  lotSizes: LotSize[];
}
/**
 * One lot size.
 */
export interface LotSize {
  /**
   * A short name the services' price ranges use for this lot size (`lotSize: small`); visitors never see it. Lower-case letters, digits and hyphens, each id once.
   */
  id: string;
  /**
   * The lot size as visitors see it, in the price tables and the estimate form.
   */
  label: string;
  /**
   * Optional: what such a lot usually is, to help visitors choose.
   */
  hint?: string;
}
/**
 * One service.
 */
export interface Service {
  /**
   * The service's web address part: lower-case letters, digits and hyphens. The page is /services/{slug}/.
   */
  slug: string;
  /**
   * The service name, shown in menus, cards and page headings.
   */
  title: string;
  /**
   * A short paragraph describing the service, shown on its page.
   */
  description: string;
  /**
   * What the service includes, as a list. The home page card shows the first three.
   *
   * @minItems 1
   *
   * Items: One thing the service includes.
   */
  points: string[];
  image?: Photo;
  seo?: SeoOverride;
  /**
   * Optional: questions about this service, with your answers, shown on its page.
   */
  faq?: Question[];
  prices?: ServicePrices;
}
export interface SeoOverride {
  /**
   * The page's <title>, shown as the headline of its search result. Keep it under about 60 characters.
   */
  title?: string;
  /**
   * The page's meta description, shown under the title in search results. Keep it under about 155 characters.
   */
  description?: string;
}
export interface Question {
  /**
   * The question, as a homeowner would ask it.
   */
  question: string;
  /**
   * The answer, in a sentence or a short paragraph.
   */
  answer: string;
}
/**
 * Optional: this service's prices, as a range for each lot size listed under `pricing` (which must be there too). They show as a table on the service's page and on /prices/, and in the estimate form. A lot size left out shows as priced after a visit.
 */
export interface ServicePrices {
  /**
   * What one price pays for: a visit, a month, a season, a year or a whole job. It is said after every range: $35 – $45 per visit.
   */
  per: 'visit' | 'month' | 'season' | 'year' | 'job';
  /**
   * Optional: what exactly the prices are for, when the service covers more than one kind of work; shown as the price table's caption instead of the service's title.
   */
  for?: string;
  /**
   * The price range for each lot size, at most one per lot size. Amounts are whole US dollars, without the $ sign.
   *
   * @minItems 1
   */
  ranges: PriceRange[];
}
/**
 * The price range for one lot size.
 */
export interface PriceRange {
  /**
   * The `id` of a lot size listed under `pricing.lotSizes`.
   */
  lotSize: string;
  /**
   * The lowest price for this lot size, in whole US dollars (at most 100,000): no $ sign, no cents.
   */
  from: number;
  /**
   * The highest price for this lot size, in whole US dollars (at most 100,000); the same as `from` for a fixed price.
   */
  to: number;
}
/**
 * One town.
 */
export interface Town {
  /**
   * The town's name as people write it.
   */
  name: string;
  /**
   * The town's web address part: lower-case letters, digits and hyphens. The page is /lawn-care-{slug}-nj/ (or your `site.state` in place of nj).
   */
  slug: string;
  /**
   * Optional: a paragraph written for this town, shown under its heading. Without it, `labels.town.intro` is used.
   */
  intro?: string;
  /**
   * Optional: neighbourhoods or developments you serve in this town, listed on its page.
   *
   * @minItems 1
   *
   * Items: One neighbourhood.
   */
  neighbourhoods?: string[];
  /**
   * Optional: the ZIP codes you serve in this town, listed on its page. When any town has them, the home page asks "Do you serve my ZIP code?" and answers with the town. Each ZIP code belongs to one town only.
   *
   * @minItems 1
   *
   * Items: One ZIP code: five digits, in quotes.
   */
  zips?: string[];
  /**
   * Optional: anything else worth saying about lawns in this town, shown on its page.
   */
  notes?: string;
  /**
   * Optional: the slugs of the services offered in this town. Without it, every service is offered.
   *
   * @minItems 1
   *
   * Items: A service slug from `services`.
   */
  services?: string[];
  /**
   * Optional: the slugs of nearby towns to link from this town's page. Without it, the towns next to it in the list are used.
   *
   * @minItems 1
   *
   * Items: A town slug from `towns`.
   */
  nearby?: string[];
  seo?: SeoOverride;
}
/**
 * One testimonial.
 */
export interface Testimonial {
  /**
   * The customer's words.
   */
  quote: string;
  /**
   * Who said it.
   */
  author: string;
  /**
   * Optional: where the customer lives.
   */
  town?: string;
}
/**
 * Optional: your rating on Google (or another review site), shown in the home page banner and beside the testimonials with a link to read and write reviews, and the link the /review/ page and the printable review card lead customers to. Copy the numbers from your Business Profile and update them now and then; while you have no reviews yet, give only the `url`. The site does not mark them up for search engines: Google ignores ratings a business publishes about itself.
 */
export interface Reviews {
  /**
   * The average rating, out of 5, with `count`; leave both out until you have reviews.
   */
  rating?: number;
  /**
   * How many reviews the rating is based on, with `rating`.
   */
  count?: number;
  /**
   * Where visitors read your reviews and write one, such as your Google review link.
   */
  url: string;
}
/**
 * One offer.
 */
export interface Offer {
  /**
   * What the banner says, in a few words.
   */
  text: string;
  /**
   * The first day the banner shows, as year-month-day.
   */
  starts: string;
  /**
   * The last day the banner shows, as year-month-day.
   */
  ends: string;
  /**
   * Optional: where the banner leads: a page of this site, such as /services/lawn-maintenance/, or a full https:// address.
   */
  link?: string;
}
/**
 * One project.
 */
export interface Project {
  /**
   * What was done, in a few words.
   */
  title: string;
  /**
   * Optional: the slug of the town it is in (one listed under `towns`), to show it on that town's page.
   */
  town?: string;
  /**
   * Optional: the slug of the service it shows (one listed under `services`), to show it on that service's page.
   */
  service?: string;
  /**
   * Optional: a sentence or two about the job.
   */
  text?: string;
  photo: Photo;
  before?: Photo;
}
/**
 * Your own texts in this language. Every text a visitor reads needs its translation (the build names any that is missing); names stay as written and are not here.
 */
export interface Translation {
  /**
   * In this language: The company: its name, phone number and e-mail address, shown in the header and footer of every page.
   */
  business?: {
    /**
     * In this language, where it reads otherwise (without it, the original shows), in the same order and as many as the original: Optional: your licence and registration numbers, each shown in the footer of every page. New Jersey requires a home improvement contractor's registration number on advertising, websites included.
     *
     * Items: In this language: One licence or registration, with its number.
     */
    licences?: string[];
  };
  /**
   * In this language: Where the website lives and how it presents itself.
   */
  site?: {
    /**
     * In this language: Optional: the home page's title in search results. Without it, `labels.seo.homeTitle` is used.
     */
    title?: string;
    /**
     * In this language: Optional: the home page's description in search results. Without it, `labels.seo.homeDescription` is used.
     */
    description?: string;
  };
  /**
   * In this language: The large banner at the top of the home page.
   */
  hero?: {
    /**
     * In this language: The main headline of the home page.
     */
    headline?: string;
    /**
     * In this language: The sentence under the headline. Tell visitors they can book an estimate in under 60 seconds.
     */
    subtext?: string;
    /**
     * In this language: Optional: a photo of your own work behind the home page headline, the first thing visitors see. A wide, bright lawn or garden photo, at least 2,000 px wide; the headline is written over it, so a calm area helps.
     */
    image?: {
      /**
       * In this language: What the photo shows, in one sentence, for visitors who cannot see it and for search engines: say what and where, not "photo of".
       */
      alt?: string;
    };
  };
  /**
   * In this language, one entry per entry of the original, found by its slug: The services, in the order they appear on the site. Each gets its own page at /services/{slug}/.
   *
   * Items: The texts of one entry, in this language.
   */
  services?: {
    /**
     * The slug of the original this translates (it stays as written, and so does the address of its page).
     */
    slug: string;
    /**
     * In this language: The service name, shown in menus, cards and page headings.
     */
    title?: string;
    /**
     * In this language: A short paragraph describing the service, shown on its page.
     */
    description?: string;
    /**
     * In this language, in the same order and as many as the original: What the service includes, as a list. The home page card shows the first three.
     *
     * Items: In this language: One thing the service includes.
     */
    points?: string[];
    /**
     * In this language: Optional: a photo of your own work for this service, shown on its card and its page.
     */
    image?: {
      /**
       * In this language: What the photo shows, in one sentence, for visitors who cannot see it and for search engines: say what and where, not "photo of".
       */
      alt?: string;
    };
    /**
     * In this language: Optional: replaces the page's search-result title and description, which are otherwise built from the `labels.seo` templates.
     */
    seo?: {
      /**
       * In this language: The page's <title>, shown as the headline of its search result. Keep it under about 60 characters.
       */
      title?: string;
      /**
       * In this language: The page's meta description, shown under the title in search results. Keep it under about 155 characters.
       */
      description?: string;
    };
    /**
     * In this language, in the same order and as many as the original: Optional: questions about this service, with your answers, shown on its page.
     *
     * Items: In this language: One question and its answer.
     */
    faq?: {
      /**
       * In this language: The question, as a homeowner would ask it.
       */
      question?: string;
      /**
       * In this language: The answer, in a sentence or a short paragraph.
       */
      answer?: string;
    }[];
    /**
     * In this language: Optional: this service's prices, as a range for each lot size listed under `pricing` (which must be there too). They show as a table on the service's page and on /prices/, and in the estimate form. A lot size left out shows as priced after a visit.
     */
    prices?: {
      /**
       * In this language: Optional: what exactly the prices are for, when the service covers more than one kind of work; shown as the price table's caption instead of the service's title.
       */
      for?: string;
    };
  }[];
  /**
   * In this language, one entry per entry of the original, found by its slug: The towns the business serves. Each gets its own page at /lawn-care-{slug}-{state}/ (`site.state` in lower case: /lawn-care-monroe-nj/) and a link in the service area list.
   *
   * Items: The texts of one entry, in this language.
   */
  towns?: {
    /**
     * The slug of the original this translates (it stays as written, and so does the address of its page).
     */
    slug: string;
    /**
     * In this language: Optional: a paragraph written for this town, shown under its heading. Without it, `labels.town.intro` is used.
     */
    intro?: string;
    /**
     * In this language: Optional: anything else worth saying about lawns in this town, shown on its page.
     */
    notes?: string;
    /**
     * In this language: Optional: replaces the page's search-result title and description, which are otherwise built from the `labels.seo` templates.
     */
    seo?: {
      /**
       * In this language: The page's <title>, shown as the headline of its search result. Keep it under about 60 characters.
       */
      title?: string;
      /**
       * In this language: The page's meta description, shown under the title in search results. Keep it under about 155 characters.
       */
      description?: string;
    };
  }[];
  /**
   * In this language, in the same order and as many as the original: The reasons homeowners choose the business, listed on the home page.
   *
   * Items: In this language: One reason.
   */
  whyChooseUs?: string[];
  /**
   * In this language, in the same order and as many as the original: Short trust badges shown on the home page.
   *
   * Items: In this language: One badge.
   */
  trustBadges?: string[];
  /**
   * In this language, in the same order and as many as the original: What customers say, shown on the home page.
   *
   * Items: In this language: One testimonial.
   */
  testimonials?: {
    /**
     * In this language: The customer's words.
     */
    quote?: string;
  }[];
  /**
   * In this language, in the same order and as many as the original: Optional: questions homeowners ask, with your answers, shown on the home page. Each service can have its own under `services[].faq`.
   *
   * Items: In this language: One question and its answer.
   */
  faq?: {
    /**
     * In this language: The question, as a homeowner would ask it.
     */
    question?: string;
    /**
     * In this language: The answer, in a sentence or a short paragraph.
     */
    answer?: string;
  }[];
  /**
   * In this language, in the same order and as many as the original: Optional: seasonal offers, each shown as a banner at the top of every page from its `starts` date to its `ends` date, both included, by the visitor's calendar. A build leaves out offers that have ended, and says which.
   *
   * Items: In this language: One offer.
   */
  offers?: {
    /**
     * In this language: What the banner says, in a few words.
     */
    text?: string;
  }[];
  /**
   * In this language, in the same order and as many as the original: Optional: jobs you are proud of, with photos. They make the /projects/ page, and each shows on its town's and its service's page too. A project with a `before` photo shows a before and after pair.
   *
   * Items: In this language: One project.
   */
  projects?: {
    /**
     * In this language: What was done, in a few words.
     */
    title?: string;
    /**
     * In this language: Optional: a sentence or two about the job.
     */
    text?: string;
    /**
     * In this language: The photo of the finished work (the "after" photo when there is a `before`).
     */
    photo?: {
      /**
       * In this language: What the photo shows, in one sentence, for visitors who cannot see it and for search engines: say what and where, not "photo of".
       */
      alt?: string;
    };
    /**
     * In this language: Optional: a photo of the same place before the work, taken from the same spot.
     */
    before?: {
      /**
       * In this language: What the photo shows, in one sentence, for visitors who cannot see it and for search engines: say what and where, not "photo of".
       */
      alt?: string;
    };
  }[];
  /**
   * In this language: Optional: your prices, as ranges by lot size, so homeowners see what a job typically costs before they ask. List the lot sizes here and give each service its ranges under `services[].prices`: each priced service's page then shows a price table, a /prices/ page lists them all, and the estimate form shows the range for the lot size a visitor picks.
   */
  pricing?: {
    /**
     * In this language: What every price assumes, shown with every price table and beside the price in the estimate form: say the ranges are for a typical property and how you confirm the real price.
     */
    note?: string;
    /**
     * In this language, one entry per entry of the original, found by its id: The lot sizes a visitor picks from, smallest first. Each service's price ranges name them by `id`.
     *
     * Items: The texts of one entry, in this language.
     */
    lotSizes?: {
      /**
       * The id of the original this translates (it stays as written).
       */
      id: string;
      /**
       * In this language: The lot size as visitors see it, in the price tables and the estimate form.
       */
      label?: string;
      /**
       * In this language: Optional: what such a lot usually is, to help visitors choose.
       */
      hint?: string;
    }[];
  };
  /**
   * Optional: the built-in texts (buttons, headings, messages) in this language, where you want other words. For es (Spanish) every label comes translated; for any other language every label must be given.
   */
  labels?: {
    /**
     * Texts in the header and menu.
     */
    header?: {
      /**
       * The estimate button in the header and menu.
       */
      getEstimate?: string;
      /**
       * The call link beside the menu button on phones. Screen readers say the phone number after it; write {phone} to show the number on screen instead.
       */
      call?: string;
      /**
       * The text-message link beside the call link on phones, shown when `business.sms` is set. Screen readers say the number after it; write {phone} to show the number on screen instead.
       */
      text?: string;
      /**
       * The home link in the menu.
       */
      home?: string;
      /**
       * The menu button on small screens.
       */
      menu?: string;
      /**
       * What screen readers call the main navigation.
       */
      navigation?: string;
      /**
       * The link keyboard users can use to jump past the header.
       */
      skipToContent?: string;
      /**
       * On a site with translations: the name screen readers give the links to the same page in the other languages, above the header.
       */
      languages?: string;
    };
    /**
     * Texts on the home page.
     */
    home?: {
      /**
       * The button in the home page banner.
       */
      heroButton?: string;
      /**
       * The heading above the service cards.
       */
      servicesHeading?: string;
      /**
       * The link on each service card.
       */
      learnMore?: string;
      /**
       * Added after "Learn more" for screen readers and search engines, which cannot see which card the link sits on; {service} is the service name. Not shown on screen.
       */
      learnMoreContext?: string;
      /**
       * The heading above the reasons to choose the business.
       */
      whyChooseUsHeading?: string;
      /**
       * The heading above the list of towns.
       */
      serviceAreaHeading?: string;
      /**
       * The sentence above the list of towns; {stateName} is the state's name (`site.state`).
       */
      serviceAreaText?: string;
      /**
       * The ZIP code field in the service area, shown when any town lists its `zips`.
       */
      zipLabel?: string;
      /**
       * The hint beside the ZIP code field.
       */
      zipPrompt?: string;
      /**
       * The answer for a ZIP code a town lists; {town} is that town's name, a link to its page.
       */
      zipServed?: string;
      /**
       * The answer for any other five digits; {zip} is what was typed. A request is welcome whatever the answer.
       */
      zipNotListed?: string;
      /**
       * The heading above the testimonials.
       */
      testimonialsHeading?: string;
      /**
       * The heading above the trust badges.
       */
      trustBadgesHeading?: string;
      /**
       * The heading above the questions and answers (`faq`).
       */
      faqHeading?: string;
    };
    /**
     * Texts on service pages and on the /services/ page.
     */
    service?: {
      /**
       * The estimate button on each service page.
       */
      estimateButton?: string;
      /**
       * The heading above a service's list of points; {service} is the service name.
       */
      pointsHeading?: string;
      /**
       * The button that goes back to the previous page.
       */
      back?: string;
      /**
       * Shown when a service page does not exist.
       */
      notFound?: string;
      /**
       * The heading of the /services/ page, which lists every service.
       */
      indexHeading?: string;
      /**
       * The sentence under the heading of the /services/ page.
       */
      indexIntro?: string;
      /**
       * The heading above a service's questions and answers; {service} is the service name.
       */
      faqHeading?: string;
    };
    /**
     * Texts on town pages. {town} is the town's name, {state} the state's code (`site.state`) and {stateName} its name, {business} the company name, {services} the services offered there.
     */
    town?: {
      /**
       * The heading of each town page.
       */
      heading?: string;
      /**
       * The paragraph under the heading when the town has no `intro` of its own.
       */
      intro?: string;
      /**
       * The heading above the services offered in the town.
       */
      servicesHeading?: string;
      /**
       * The heading above the town's neighbourhoods.
       */
      neighbourhoodsHeading?: string;
      /**
       * The heading above the town's ZIP codes (its `zips`).
       */
      zipsHeading?: string;
      /**
       * The heading above the links to nearby towns.
       */
      nearbyHeading?: string;
      /**
       * The heading above testimonials from customers in the town (testimonials whose `town` is this town).
       */
      testimonialsHeading?: string;
      /**
       * The button at the end of each town page. It scrolls back to the top.
       */
      estimateButton?: string;
      /**
       * The button that goes back to the previous page.
       */
      back?: string;
    };
    /**
     * Texts of the estimate form, in the dialog and on the /estimate/ page.
     */
    estimate?: {
      /**
       * The heading of the estimate dialog and page.
       */
      dialogTitle?: string;
      /**
       * The sentence under the heading of the /estimate/ page.
       */
      pageIntro?: string;
      /**
       * Tells visitors where they are in the dialog; {step} and {steps} are numbers.
       */
      step?: string;
      /**
       * The name field.
       */
      name?: string;
      /**
       * The e-mail field.
       */
      email?: string;
      /**
       * The address field.
       */
      address?: string;
      /**
       * The service field.
       */
      service?: string;
      /**
       * The empty choice of the service field.
       */
      servicePlaceholder?: string;
      /**
       * The lot size field, shown once a service with prices is chosen (see `pricing`).
       */
      lotSize?: string;
      /**
       * The hint beside the lot size field.
       */
      lotSizeHint?: string;
      /**
       * The empty choice of the lot size field.
       */
      lotSizePlaceholder?: string;
      /**
       * What the form shows once a lot size is chosen, followed by the note (`pricing.note`); {price} is that service's range for it (such as $35 – $45 per visit) or the priced-after-a-visit text (`labels.prices.afterVisit`).
       */
      priceShown?: string;
      /**
       * Where the price will show, until a lot size is chosen: what to choose to see one.
       */
      pricePrompt?: string;
      /**
       * The optional choice of when a visit suits the visitor (step 3 of the dialog, and the /estimate/ page). A choice other than the first is sent as `preferredTime`.
       */
      preferredTime?: string;
      /**
       * Its first choice, which sends nothing.
       */
      timeAny?: string;
      /**
       * Its choice of weekday mornings.
       */
      timeWeekdayMornings?: string;
      /**
       * Its choice of weekday afternoons.
       */
      timeWeekdayAfternoons?: string;
      /**
       * Its choice of Saturdays, offered when `business.hours` opens on Saturdays.
       */
      timeSaturdays?: string;
      /**
       * The notes field.
       */
      notes?: string;
      /**
       * The hint beside the notes field.
       */
      notesHint?: string;
      /**
       * The optional photos field, with `estimateForm.photos: true`.
       */
      photos?: string;
      /**
       * The hint beside the photos field; {count} is how many photos can be sent.
       */
      photosHint?: string;
      /**
       * The button on each photo chosen that takes it out again, as screen readers announce it; {number} is the photo's place (1, 2…).
       */
      photosRemove?: string;
      /**
       * Beside the photos field, when a chosen file is not a photo; {file} is its name.
       */
      photosNotImage?: string;
      /**
       * Beside the photos field, when more photos are chosen than can be sent; {file} is the name of one left out, {count} how many can be sent.
       */
      photosTooMany?: string;
      /**
       * Beside the photos field, when a photo would make the photos together too large to send; {file} is its name, {megabytes} the limit.
       */
      photosTooBig?: string;
      /**
       * Beside the photos field after the page was reloaded with photos chosen: the draft keeps everything typed, but not photos.
       */
      photosNotKept?: string;
      /**
       * A hidden field that only spam robots fill in; people never see it.
       */
      honeypot?: string;
      /**
       * The button to the next step.
       */
      next?: string;
      /**
       * The button to the previous step.
       */
      back?: string;
      /**
       * The button that sends the request.
       */
      submit?: string;
      /**
       * The submit button while the request is being sent.
       */
      sending?: string;
      /**
       * The dialog's close button, as screen readers announce it.
       */
      close?: string;
      /**
       * The heading shown after a request was sent.
       */
      successHeading?: string;
      /**
       * The text shown after a request was sent.
       */
      successText?: string;
      /**
       * The button under the success message.
       */
      goBack?: string;
      /**
       * The alert shown when a request could not be sent.
       */
      failure?: string;
      /**
       * After a request could not be sent: a link that opens the visitor's e-mail program with everything they typed, addressed to `business.email`.
       */
      emailInstead?: string;
      /**
       * Beside that link: the other way to reach the business; {phone} is the phone number, as a link that calls it.
       */
      callInstead?: string;
      /**
       * After a request could not be sent, with `business.sms`: a link that opens a text message to that number with the name, service and address typed.
       */
      textInstead?: string;
      /**
       * The subject of that e-mail; {name} is the name the visitor typed.
       */
      emailSubject?: string;
      /**
       * The last line of that e-mail when photos were chosen, since an e-mail link cannot carry them; {count} is how many.
       */
      photosInEmail?: string;
      /**
       * Shown in the dialog when its code could not be loaded; {phone} is the business phone number.
       */
      loadError?: string;
      /**
       * The link after that message to the estimate form on a page of its own, which works without the dialog.
       */
      loadErrorLink?: string;
    };
    /**
     * Texts in the footer of every page.
     */
    footer?: {
      /**
       * The words before the phone number.
       */
      phone?: string;
      /**
       * The words before the e-mail address.
       */
      email?: string;
      /**
       * The text-message link beside the phone number, shown when `business.sms` is set. Screen readers say the number after it; write {phone} to show the number on screen instead.
       */
      text?: string;
      /**
       * The copyright line; {year} is the current year and {business} the company name.
       */
      copyright?: string;
      /**
       * The name screen readers give the footer's list of pages.
       */
      navigation?: string;
      /**
       * The heading above the opening hours (`business.hours`).
       */
      hours?: string;
      /**
       * Under the opening hours while the business is open, by `business.hours` in its own time zone; {time} is when it closes. Shown only where the visitor's browser runs scripts.
       */
      openNow?: string;
      /**
       * Under the opening hours while the business is closed and opens again later today; {time} is when it opens. Followed by `requestAnyTime`.
       */
      closedOpensToday?: string;
      /**
       * The same when it opens again tomorrow; {time} is when it opens.
       */
      closedOpensTomorrow?: string;
      /**
       * The same when it opens again on a later day; {day} is that day (Monday) and {time} when it opens.
       */
      closedOpensOn?: string;
      /**
       * Said after the closed message: that an estimate request can be sent at any hour.
       */
      requestAnyTime?: string;
      /**
       * What screen readers say for each profile link (`business.social`); {network} is the site's name, such as Facebook, and {business} the company name.
       */
      social?: string;
    };
    /**
     * Texts of the page shown for addresses that do not exist.
     */
    notFound?: {
      /**
       * The heading when an address does not exist.
       */
      heading?: string;
      /**
       * The sentence under the heading.
       */
      text?: string;
      /**
       * The link back to the home page.
       */
      home?: string;
    };
    /**
     * Templates for page titles and descriptions in search results. {business}, {services}, {towns}, {service}, {town}, {state}, {stateName} and {description} are filled in. Keep titles to 60 characters and descriptions between 70 and 160: the build warns about a page outside those lengths.
     */
    seo?: {
      /**
       * Title of the home page.
       */
      homeTitle?: string;
      /**
       * Description of the home page.
       */
      homeDescription?: string;
      /**
       * Title of the /services/ page.
       */
      servicesTitle?: string;
      /**
       * Description of the /services/ page.
       */
      servicesDescription?: string;
      /**
       * Title of each service page.
       */
      serviceTitle?: string;
      /**
       * Description of each service page; {description} is the service's own description. Cut to about 155 characters.
       */
      serviceDescription?: string;
      /**
       * Title of each town page.
       */
      townTitle?: string;
      /**
       * Description of each town page, used when the town has no `intro` of its own that names it. Cut to about 155 characters.
       */
      townDescription?: string;
      /**
       * Title of the /estimate/ page.
       */
      estimateTitle?: string;
      /**
       * Description of the /estimate/ page.
       */
      estimateDescription?: string;
      /**
       * Title of the page shown for addresses that do not exist; {heading} is its heading (Page not found, or Service not found under /services/).
       */
      notFoundTitle?: string;
      /**
       * Description of the page shown for addresses that do not exist; {heading} is its heading.
       */
      notFoundDescription?: string;
      /**
       * Title of the /projects/ page.
       */
      projectsTitle?: string;
      /**
       * Description of the /projects/ page.
       */
      projectsDescription?: string;
      /**
       * Title of the /prices/ page.
       */
      pricesTitle?: string;
      /**
       * Description of the /prices/ page; {services} names the services that have prices.
       */
      pricesDescription?: string;
      /**
       * Title of the /review/ page, which search engines are asked not to list.
       */
      reviewTitle?: string;
      /**
       * Description of the /review/ page.
       */
      reviewDescription?: string;
    };
    /**
     * Texts of the /projects/ page and of the recent work shown on town and service pages.
     */
    projects?: {
      /**
       * The heading of the /projects/ page, and the link to it in the footer.
       */
      heading?: string;
      /**
       * The sentence under that heading.
       */
      intro?: string;
      /**
       * The link to /projects/ on the home page.
       */
      homeLink?: string;
      /**
       * The heading above a town's projects on its page; {town} is the town's name.
       */
      townHeading?: string;
      /**
       * The heading above a service's projects on its page; {service} is the service's title.
       */
      serviceHeading?: string;
      /**
       * The label of a project's before photo.
       */
      before?: string;
      /**
       * The label of a project's after photo.
       */
      after?: string;
    };
    /**
     * Texts of the rating (`reviews`).
     */
    reviews?: {
      /**
       * The rating line; {rating} is the rating and {count} the number of reviews.
       */
      summary?: string;
      /**
       * The link to read and write reviews.
       */
      link?: string;
    };
    /**
     * Texts of the /review/ page, which asks a customer for a review, and of the printable card that leads there (review-card.svg in the built site). Both exist only when `reviews.url` is set. Ask every customer alike: the US FTC rule on reviews forbids asking only the happy ones.
     */
    reviewPage?: {
      /**
       * The heading of the /review/ page; {business} is the business's name.
       */
      heading?: string;
      /**
       * The sentence under the heading.
       */
      text?: string;
      /**
       * The page's button, a link to your review page (`reviews.url`).
       */
      button?: string;
      /**
       * On the printed card, under the business's name, above the QR code.
       */
      cardText?: string;
      /**
       * On the printed card, under the QR code, before the address of the /review/ page written out.
       */
      cardAddress?: string;
    };
    /**
     * Texts of the offer banner (`offers`).
     */
    offers?: {
      /**
       * The name screen readers give the banner.
       */
      region?: string;
    };
    /**
     * Texts of the price tables (`pricing` and `services[].prices`): on service pages, on the /prices/ page and in the estimate form.
     */
    prices?: {
      /**
       * The heading of the /prices/ page, and the link to it in the footer.
       */
      heading?: string;
      /**
       * The sentence under that heading.
       */
      intro?: string;
      /**
       * The link to /prices/ on the home page.
       */
      homeLink?: string;
      /**
       * The heading above the price table on a service's page; {service} is the service's title.
       */
      serviceHeading?: string;
      /**
       * The link to /prices/ beside the price table on a service's page.
       */
      allPricesLink?: string;
      /**
       * The caption of each price table; {what} is the service's `prices.for`, or its title.
       */
      caption?: string;
      /**
       * The heading of the lot size column.
       */
      lotSizeColumn?: string;
      /**
       * The heading of the price column.
       */
      priceColumn?: string;
      /**
       * Said for a lot size a service gives no range for; an estimate request for it carries this text as its price.
       */
      afterVisit?: string;
      /**
       * A price range of a service priced per visit (`per: visit`); {price} is the range, such as $35 – $45, or one amount.
       */
      perVisit?: string;
      /**
       * A price range of a service priced per month (`per: month`); {price} is the range, such as $35 – $45, or one amount.
       */
      perMonth?: string;
      /**
       * A price range of a service priced per season (`per: season`); {price} is the range, such as $35 – $45, or one amount.
       */
      perSeason?: string;
      /**
       * A price range of a service priced per year (`per: year`); {price} is the range, such as $35 – $45, or one amount.
       */
      perYear?: string;
      /**
       * A price range of a service priced per job (`per: job`); {price} is the range, such as $35 – $45, or one amount.
       */
      perJob?: string;
      /**
       * The button at the end of the /prices/ page.
       */
      estimateButton?: string;
    };
  };
}
/**
 * Optional: every fixed text on the site, to reword or translate. Leave out any you do not want to change.
 */
export interface Labels {
  /**
   * Texts in the header and menu.
   */
  header: {
    /**
     * The estimate button in the header and menu.
     */
    getEstimate: string;
    /**
     * The call link beside the menu button on phones. Screen readers say the phone number after it; write {phone} to show the number on screen instead.
     */
    call: string;
    /**
     * The text-message link beside the call link on phones, shown when `business.sms` is set. Screen readers say the number after it; write {phone} to show the number on screen instead.
     */
    text: string;
    /**
     * The home link in the menu.
     */
    home: string;
    /**
     * The menu button on small screens.
     */
    menu: string;
    /**
     * What screen readers call the main navigation.
     */
    navigation: string;
    /**
     * The link keyboard users can use to jump past the header.
     */
    skipToContent: string;
    /**
     * On a site with translations: the name screen readers give the links to the same page in the other languages, above the header.
     */
    languages: string;
  };
  /**
   * Texts on the home page.
   */
  home: {
    /**
     * The button in the home page banner.
     */
    heroButton: string;
    /**
     * The heading above the service cards.
     */
    servicesHeading: string;
    /**
     * The link on each service card.
     */
    learnMore: string;
    /**
     * Added after "Learn more" for screen readers and search engines, which cannot see which card the link sits on; {service} is the service name. Not shown on screen.
     */
    learnMoreContext: string;
    /**
     * The heading above the reasons to choose the business.
     */
    whyChooseUsHeading: string;
    /**
     * The heading above the list of towns.
     */
    serviceAreaHeading: string;
    /**
     * The sentence above the list of towns; {stateName} is the state's name (`site.state`).
     */
    serviceAreaText: string;
    /**
     * The ZIP code field in the service area, shown when any town lists its `zips`.
     */
    zipLabel: string;
    /**
     * The hint beside the ZIP code field.
     */
    zipPrompt: string;
    /**
     * The answer for a ZIP code a town lists; {town} is that town's name, a link to its page.
     */
    zipServed: string;
    /**
     * The answer for any other five digits; {zip} is what was typed. A request is welcome whatever the answer.
     */
    zipNotListed: string;
    /**
     * The heading above the testimonials.
     */
    testimonialsHeading: string;
    /**
     * The heading above the trust badges.
     */
    trustBadgesHeading: string;
    /**
     * The heading above the questions and answers (`faq`).
     */
    faqHeading: string;
  };
  /**
   * Texts on service pages and on the /services/ page.
   */
  service: {
    /**
     * The estimate button on each service page.
     */
    estimateButton: string;
    /**
     * The heading above a service's list of points; {service} is the service name.
     */
    pointsHeading: string;
    /**
     * The button that goes back to the previous page.
     */
    back: string;
    /**
     * Shown when a service page does not exist.
     */
    notFound: string;
    /**
     * The heading of the /services/ page, which lists every service.
     */
    indexHeading: string;
    /**
     * The sentence under the heading of the /services/ page.
     */
    indexIntro: string;
    /**
     * The heading above a service's questions and answers; {service} is the service name.
     */
    faqHeading: string;
  };
  /**
   * Texts on town pages. {town} is the town's name, {state} the state's code (`site.state`) and {stateName} its name, {business} the company name, {services} the services offered there.
   */
  town: {
    /**
     * The heading of each town page.
     */
    heading: string;
    /**
     * The paragraph under the heading when the town has no `intro` of its own.
     */
    intro: string;
    /**
     * The heading above the services offered in the town.
     */
    servicesHeading: string;
    /**
     * The heading above the town's neighbourhoods.
     */
    neighbourhoodsHeading: string;
    /**
     * The heading above the town's ZIP codes (its `zips`).
     */
    zipsHeading: string;
    /**
     * The heading above the links to nearby towns.
     */
    nearbyHeading: string;
    /**
     * The heading above testimonials from customers in the town (testimonials whose `town` is this town).
     */
    testimonialsHeading: string;
    /**
     * The button at the end of each town page. It scrolls back to the top.
     */
    estimateButton: string;
    /**
     * The button that goes back to the previous page.
     */
    back: string;
  };
  estimate: EstimateLabels;
  /**
   * Texts in the footer of every page.
   */
  footer: {
    /**
     * The words before the phone number.
     */
    phone: string;
    /**
     * The words before the e-mail address.
     */
    email: string;
    /**
     * The text-message link beside the phone number, shown when `business.sms` is set. Screen readers say the number after it; write {phone} to show the number on screen instead.
     */
    text: string;
    /**
     * The copyright line; {year} is the current year and {business} the company name.
     */
    copyright: string;
    /**
     * The name screen readers give the footer's list of pages.
     */
    navigation: string;
    /**
     * The heading above the opening hours (`business.hours`).
     */
    hours: string;
    /**
     * Under the opening hours while the business is open, by `business.hours` in its own time zone; {time} is when it closes. Shown only where the visitor's browser runs scripts.
     */
    openNow: string;
    /**
     * Under the opening hours while the business is closed and opens again later today; {time} is when it opens. Followed by `requestAnyTime`.
     */
    closedOpensToday: string;
    /**
     * The same when it opens again tomorrow; {time} is when it opens.
     */
    closedOpensTomorrow: string;
    /**
     * The same when it opens again on a later day; {day} is that day (Monday) and {time} when it opens.
     */
    closedOpensOn: string;
    /**
     * Said after the closed message: that an estimate request can be sent at any hour.
     */
    requestAnyTime: string;
    /**
     * What screen readers say for each profile link (`business.social`); {network} is the site's name, such as Facebook, and {business} the company name.
     */
    social: string;
  };
  /**
   * Texts of the page shown for addresses that do not exist.
   */
  notFound: {
    /**
     * The heading when an address does not exist.
     */
    heading: string;
    /**
     * The sentence under the heading.
     */
    text: string;
    /**
     * The link back to the home page.
     */
    home: string;
  };
  /**
   * Templates for page titles and descriptions in search results. {business}, {services}, {towns}, {service}, {town}, {state}, {stateName} and {description} are filled in. Keep titles to 60 characters and descriptions between 70 and 160: the build warns about a page outside those lengths.
   */
  seo: {
    /**
     * Title of the home page.
     */
    homeTitle: string;
    /**
     * Description of the home page.
     */
    homeDescription: string;
    /**
     * Title of the /services/ page.
     */
    servicesTitle: string;
    /**
     * Description of the /services/ page.
     */
    servicesDescription: string;
    /**
     * Title of each service page.
     */
    serviceTitle: string;
    /**
     * Description of each service page; {description} is the service's own description. Cut to about 155 characters.
     */
    serviceDescription: string;
    /**
     * Title of each town page.
     */
    townTitle: string;
    /**
     * Description of each town page, used when the town has no `intro` of its own that names it. Cut to about 155 characters.
     */
    townDescription: string;
    /**
     * Title of the /estimate/ page.
     */
    estimateTitle: string;
    /**
     * Description of the /estimate/ page.
     */
    estimateDescription: string;
    /**
     * Title of the page shown for addresses that do not exist; {heading} is its heading (Page not found, or Service not found under /services/).
     */
    notFoundTitle: string;
    /**
     * Description of the page shown for addresses that do not exist; {heading} is its heading.
     */
    notFoundDescription: string;
    /**
     * Title of the /projects/ page.
     */
    projectsTitle: string;
    /**
     * Description of the /projects/ page.
     */
    projectsDescription: string;
    /**
     * Title of the /prices/ page.
     */
    pricesTitle: string;
    /**
     * Description of the /prices/ page; {services} names the services that have prices.
     */
    pricesDescription: string;
    /**
     * Title of the /review/ page, which search engines are asked not to list.
     */
    reviewTitle: string;
    /**
     * Description of the /review/ page.
     */
    reviewDescription: string;
  };
  /**
   * Texts of the /projects/ page and of the recent work shown on town and service pages.
   */
  projects: {
    /**
     * The heading of the /projects/ page, and the link to it in the footer.
     */
    heading: string;
    /**
     * The sentence under that heading.
     */
    intro: string;
    /**
     * The link to /projects/ on the home page.
     */
    homeLink: string;
    /**
     * The heading above a town's projects on its page; {town} is the town's name.
     */
    townHeading: string;
    /**
     * The heading above a service's projects on its page; {service} is the service's title.
     */
    serviceHeading: string;
    /**
     * The label of a project's before photo.
     */
    before: string;
    /**
     * The label of a project's after photo.
     */
    after: string;
  };
  /**
   * Texts of the rating (`reviews`).
   */
  reviews: {
    /**
     * The rating line; {rating} is the rating and {count} the number of reviews.
     */
    summary: string;
    /**
     * The link to read and write reviews.
     */
    link: string;
  };
  /**
   * Texts of the /review/ page, which asks a customer for a review, and of the printable card that leads there (review-card.svg in the built site). Both exist only when `reviews.url` is set. Ask every customer alike: the US FTC rule on reviews forbids asking only the happy ones.
   */
  reviewPage: {
    /**
     * The heading of the /review/ page; {business} is the business's name.
     */
    heading: string;
    /**
     * The sentence under the heading.
     */
    text: string;
    /**
     * The page's button, a link to your review page (`reviews.url`).
     */
    button: string;
    /**
     * On the printed card, under the business's name, above the QR code.
     */
    cardText: string;
    /**
     * On the printed card, under the QR code, before the address of the /review/ page written out.
     */
    cardAddress: string;
  };
  /**
   * Texts of the offer banner (`offers`).
   */
  offers: {
    /**
     * The name screen readers give the banner.
     */
    region: string;
  };
  prices: PriceLabels;
}
/**
 * Texts of the estimate form, in the dialog and on the /estimate/ page.
 */
export interface EstimateLabels {
  /**
   * The heading of the estimate dialog and page.
   */
  dialogTitle: string;
  /**
   * The sentence under the heading of the /estimate/ page.
   */
  pageIntro: string;
  /**
   * Tells visitors where they are in the dialog; {step} and {steps} are numbers.
   */
  step: string;
  /**
   * The name field.
   */
  name: string;
  /**
   * The e-mail field.
   */
  email: string;
  /**
   * The address field.
   */
  address: string;
  /**
   * The service field.
   */
  service: string;
  /**
   * The empty choice of the service field.
   */
  servicePlaceholder: string;
  /**
   * The lot size field, shown once a service with prices is chosen (see `pricing`).
   */
  lotSize: string;
  /**
   * The hint beside the lot size field.
   */
  lotSizeHint: string;
  /**
   * The empty choice of the lot size field.
   */
  lotSizePlaceholder: string;
  /**
   * What the form shows once a lot size is chosen, followed by the note (`pricing.note`); {price} is that service's range for it (such as $35 – $45 per visit) or the priced-after-a-visit text (`labels.prices.afterVisit`).
   */
  priceShown: string;
  /**
   * Where the price will show, until a lot size is chosen: what to choose to see one.
   */
  pricePrompt: string;
  /**
   * The optional choice of when a visit suits the visitor (step 3 of the dialog, and the /estimate/ page). A choice other than the first is sent as `preferredTime`.
   */
  preferredTime: string;
  /**
   * Its first choice, which sends nothing.
   */
  timeAny: string;
  /**
   * Its choice of weekday mornings.
   */
  timeWeekdayMornings: string;
  /**
   * Its choice of weekday afternoons.
   */
  timeWeekdayAfternoons: string;
  /**
   * Its choice of Saturdays, offered when `business.hours` opens on Saturdays.
   */
  timeSaturdays: string;
  /**
   * The notes field.
   */
  notes: string;
  /**
   * The hint beside the notes field.
   */
  notesHint: string;
  /**
   * The optional photos field, with `estimateForm.photos: true`.
   */
  photos: string;
  /**
   * The hint beside the photos field; {count} is how many photos can be sent.
   */
  photosHint: string;
  /**
   * The button on each photo chosen that takes it out again, as screen readers announce it; {number} is the photo's place (1, 2…).
   */
  photosRemove: string;
  /**
   * Beside the photos field, when a chosen file is not a photo; {file} is its name.
   */
  photosNotImage: string;
  /**
   * Beside the photos field, when more photos are chosen than can be sent; {file} is the name of one left out, {count} how many can be sent.
   */
  photosTooMany: string;
  /**
   * Beside the photos field, when a photo would make the photos together too large to send; {file} is its name, {megabytes} the limit.
   */
  photosTooBig: string;
  /**
   * Beside the photos field after the page was reloaded with photos chosen: the draft keeps everything typed, but not photos.
   */
  photosNotKept: string;
  /**
   * A hidden field that only spam robots fill in; people never see it.
   */
  honeypot: string;
  /**
   * The button to the next step.
   */
  next: string;
  /**
   * The button to the previous step.
   */
  back: string;
  /**
   * The button that sends the request.
   */
  submit: string;
  /**
   * The submit button while the request is being sent.
   */
  sending: string;
  /**
   * The dialog's close button, as screen readers announce it.
   */
  close: string;
  /**
   * The heading shown after a request was sent.
   */
  successHeading: string;
  /**
   * The text shown after a request was sent.
   */
  successText: string;
  /**
   * The button under the success message.
   */
  goBack: string;
  /**
   * The alert shown when a request could not be sent.
   */
  failure: string;
  /**
   * After a request could not be sent: a link that opens the visitor's e-mail program with everything they typed, addressed to `business.email`.
   */
  emailInstead: string;
  /**
   * Beside that link: the other way to reach the business; {phone} is the phone number, as a link that calls it.
   */
  callInstead: string;
  /**
   * After a request could not be sent, with `business.sms`: a link that opens a text message to that number with the name, service and address typed.
   */
  textInstead: string;
  /**
   * The subject of that e-mail; {name} is the name the visitor typed.
   */
  emailSubject: string;
  /**
   * The last line of that e-mail when photos were chosen, since an e-mail link cannot carry them; {count} is how many.
   */
  photosInEmail: string;
  /**
   * Shown in the dialog when its code could not be loaded; {phone} is the business phone number.
   */
  loadError: string;
  /**
   * The link after that message to the estimate form on a page of its own, which works without the dialog.
   */
  loadErrorLink: string;
}
/**
 * Texts of the price tables (`pricing` and `services[].prices`): on service pages, on the /prices/ page and in the estimate form.
 */
export interface PriceLabels {
  /**
   * The heading of the /prices/ page, and the link to it in the footer.
   */
  heading: string;
  /**
   * The sentence under that heading.
   */
  intro: string;
  /**
   * The link to /prices/ on the home page.
   */
  homeLink: string;
  /**
   * The heading above the price table on a service's page; {service} is the service's title.
   */
  serviceHeading: string;
  /**
   * The link to /prices/ beside the price table on a service's page.
   */
  allPricesLink: string;
  /**
   * The caption of each price table; {what} is the service's `prices.for`, or its title.
   */
  caption: string;
  /**
   * The heading of the lot size column.
   */
  lotSizeColumn: string;
  /**
   * The heading of the price column.
   */
  priceColumn: string;
  /**
   * Said for a lot size a service gives no range for; an estimate request for it carries this text as its price.
   */
  afterVisit: string;
  /**
   * A price range of a service priced per visit (`per: visit`); {price} is the range, such as $35 – $45, or one amount.
   */
  perVisit: string;
  /**
   * A price range of a service priced per month (`per: month`); {price} is the range, such as $35 – $45, or one amount.
   */
  perMonth: string;
  /**
   * A price range of a service priced per season (`per: season`); {price} is the range, such as $35 – $45, or one amount.
   */
  perSeason: string;
  /**
   * A price range of a service priced per year (`per: year`); {price} is the range, such as $35 – $45, or one amount.
   */
  perYear: string;
  /**
   * A price range of a service priced per job (`per: job`); {price} is the range, such as $35 – $45, or one amount.
   */
  perJob: string;
  /**
   * The button at the end of the /prices/ page.
   */
  estimateButton: string;
}
