import { describe, expect, it } from 'vitest';
import { openNowData, openNowScriptData } from '../../src/site/open-now.js';
import { routeTable } from '../../src/plan/routes.js';
import { cspHash } from '../../src/site/security.js';
import { fixtureSite } from '../helpers/config.js';
import { textsOf } from '../helpers/html.js';
import { renderDocument, testInlineScripts } from '../helpers/render.js';

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

describe('the open-now line (business.hours)', () => {
  it.each(routeTable(pa.config).map((route) => route.path))('%s has it under the hours, its script allowed by the page’s policy', (path) => {
    const page = renderDocument(pa, path);
    const line = page.querySelector('footer .opening-hours + p.open-now')!;
    const [sizer, text, data, script] = Array.from(line.children);
    expect(sizer?.getAttribute('aria-hidden')).toBe('true');
    expect(sizer?.textContent).toBe('Closed now · opens Wednesday at 7:30 AM. You can send us a request any time.');
    expect(text?.outerHTML).toBe('<span></span>'); // filled in by the script as the page is read
    expect(data?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(data!.textContent!)).toEqual(openNowScriptData(openNowData(pa.config)!));
    expect(script?.textContent).toBe(testInlineScripts.openNow); // the same on every site: its words are the data's
    const policy = page.querySelector('meta[http-equiv=Content-Security-Policy]')!.getAttribute('content')!;
    expect(policy).toContain(cspHash(script!.textContent!));
  });

  it('is not there without hours, nor is its script in the policy', () => {
    const page = renderDocument(small, '/');
    expect(page.querySelector('.open-now')).toBeNull();
    expect(page.querySelector('meta[http-equiv=Content-Security-Policy]')!.getAttribute('content')).not.toContain(cspHash(testInlineScripts.openNow));
  });
});
