import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/site/routes.js';
import { fixtureSite } from '../helpers/config.js';
import { textsOf } from '../helpers/html.js';
import { renderDocument } from '../helpers/render.js';

const pa = await fixtureSite('pennsylvania.yaml');
const small = await fixtureSite('small-site.yaml');

describe('Text us (business.sms)', () => {
  it.each(routeTable(pa.config).map((route) => route.path))('%s has an sms: link in +1 form beside the phone in the footer and beside Call in the header', (path) => {
    const page = renderDocument(pa, path);
    const footerLink = page.querySelector('footer .footer-contact a[href^="sms:"]')!;
    expect(footerLink.getAttribute('href')).toBe('sms:+16105550124');
    expect(footerLink.previousElementSibling?.getAttribute('href')).toBe('tel:+16105550123');
    expect(footerLink.textContent).toBe('Text us (610) 555-0124');
    expect(textsOf(footerLink, '.visually-hidden')).toEqual(['(610) 555-0124']);

    const [call, text] = Array.from(page.querySelectorAll('header a.header-call'));
    expect(call?.getAttribute('href')).toBe('tel:+16105550123');
    expect(text?.getAttribute('href')).toBe('sms:+16105550124');
    expect(textsOf(text!, 'span:not(.visually-hidden)')).toEqual(['Text us']);
    expect(text?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the number itself, said once, when the labels have {phone}', async () => {
    const reworded = await fixtureSite('pennsylvania.yaml', (data) => (data.labels = { header: { text: 'Text {phone}' }, footer: { text: 'Text {phone}' } }));
    const page = renderDocument(reworded, '/');
    for (const link of page.querySelectorAll('a[href^="sms:"]')) {
      expect(link.textContent).toBe('Text (610) 555-0124');
      expect(link.querySelector('.visually-hidden')).toBeNull();
    }
  });

  it('is not there without business.sms', () => {
    const page = renderDocument(small, '/');
    expect(page.querySelector('a[href^="sms:"], .with-text-link')).toBeNull();
  });
});
