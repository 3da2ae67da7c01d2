import { primaryLanguage } from './built-in-labels.js';

// The states and territories `site.state` may name, by their postal codes, with their names as
// the US Postal Service writes them: proper names, like the codes themselves, not texts of a site.
export const STATE_NAMES = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska',
  NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina',
  ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
  SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia',
  WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', AS: 'American Samoa', GU: 'Guam',
  MP: 'Northern Mariana Islands', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands',
} as const satisfies Record<string, string>;

/** The same names in Spanish, as Spanish-language style guides (Fundéu, the RAE) write them. */
const STATE_NAMES_ES: Record<keyof typeof STATE_NAMES, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'Distrito de Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawái', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Luisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Míchigan', MN: 'Minnesota', MS: 'Misisipi', MO: 'Misuri', MT: 'Montana', NE: 'Nebraska',
  NV: 'Nevada', NH: 'Nuevo Hampshire', NJ: 'Nueva Jersey', NM: 'Nuevo México', NY: 'Nueva York', NC: 'Carolina del Norte',
  ND: 'Dakota del Norte', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregón', PA: 'Pensilvania', RI: 'Rhode Island',
  SC: 'Carolina del Sur', SD: 'Dakota del Sur', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia',
  WA: 'Washington', WV: 'Virginia Occidental', WI: 'Wisconsin', WY: 'Wyoming', AS: 'Samoa Americana', GU: 'Guam',
  MP: 'Islas Marianas del Norte', PR: 'Puerto Rico', VI: 'Islas Vírgenes de los Estados Unidos',
};

/**
 * The state's name in `language` (`es`, `es-US`): the product writes it in English and Spanish,
 * as it has built-in labels for them; in another language, as the Postal Service does.
 */
export function stateName(state: keyof typeof STATE_NAMES, language: string): string {
  return primaryLanguage(language) === 'es' ? STATE_NAMES_ES[state] : STATE_NAMES[state];
}
