import { describe, expect, it } from 'vitest';
import { networkName } from '../../src/site/social.js';

describe('networkName', () => {
  it.each([
    ['https://www.facebook.com/greenwaylawn', 'Facebook'],
    ['https://nextdoor.com/pages/keystone-yard-care', 'Nextdoor'],
    ['https://www.instagram.com/greenwaylawn', 'Instagram'],
    ['https://m.yelp.com/biz/greenway', 'Yelp'],
    ['https://business.facebook.com/greenway', 'Facebook'],
    ['https://www.youtube.com/@greenway', 'YouTube'],
    ['https://www.linkedin.com/company/greenway', 'LinkedIn'],
    ['https://g.page/r/example', 'Google'],
    ['https://x.com/greenway', 'X'],
    ['https://www.yelp.co.uk/biz/greenway', 'Yelp'],
    ['https://www.yelp.com.au/biz/greenway', 'Yelp'],
    ['https://www.houzz.co/pro/greenway', 'Houzz'],
  ])('%s → %s', (url, name) => expect(networkName(url)).toBe(name));
});
