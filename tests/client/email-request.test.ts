// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { filledFields, requestEmailHref } from '../../src/islands/email-request.js';
import { mailtoHref } from '../../src/site/site.js';
import { SEND_FALLBACK_SCRIPT } from '../../templates/estimate.js';

describe('the request as an e-mail', () => {
  it('carries every field as a Label: value line, CRLF between lines and in notes, everything percent-encoded', () => {
    const href = requestEmailHref('mailto:office@greenway.com', 'Estimate request from Jo & Al', [
      ['Name', 'Jo & Al'],
      ['Property Address', '12 Elm St #4?'],
      ['Notes', 'Gate 100%\nDog: friendly\r\nThanks'],
    ]);
    expect(href).toBe(
      'mailto:office@greenway.com?subject=Estimate%20request%20from%20Jo%20%26%20Al' +
        '&body=Name%3A%20Jo%20%26%20Al%0D%0AProperty%20Address%3A%2012%20Elm%20St%20%234%3F%0D%0ANotes%3A%20Gate%20100%25%0D%0ADog%3A%20friendly%0D%0AThanks',
    );
  });

  it('is addressed to business.email, with a character that would end the address early encoded', () => {
    expect(mailtoHref('service@greenway.com')).toBe('mailto:service@greenway.com');
    expect(mailtoHref('jo+lawn@greenway.com')).toBe('mailto:jo+lawn@greenway.com');
    expect(mailtoHref('a?b#c&d@greenway.com')).toBe('mailto:a%3Fb%23c%26d@greenway.com');
  });

  it('takes the fields the visitor filled in, labelled as on screen, in order, without the honeypot or empty ones', () => {
    document.body.innerHTML = `<form>
      <label for="n">Name</label><input id="n" name="name" value=" Pat ">
      <label for="e">Email</label><input id="e" name="email" value="">
      <label for="s">Service Type</label><select id="s" name="service"><option value="">Select</option><option selected>Mowing</option></select>
      <label for="t">Notes</label><span>Optional</span><textarea id="t" name="notes">Side gate</textarea>
      <label for="g">Leave this field empty</label><input id="g" name="_gotcha" value="robot">
      <button type="submit">Submit</button></form>`;
    expect(filledFields(document.querySelector('form')!)).toEqual([
      ['Name', 'Pat'],
      ['Service Type', 'Mowing'],
      ['Notes', 'Side gate'],
    ]);
  });

  it('is written by the /estimate/ page’s inline script the same way as by the dialog, after its alert', () => {
    document.body.innerHTML = `<form data-estimate-page data-failure="Something went wrong. Please try again.">
      <label for="n">Name</label><input id="n" name="name" value="Jo &amp; Al">
      <label for="t">Notes</label><textarea id="t" name="notes">Gate 100%\nDog</textarea>
      <label for="g">Leave this field empty</label><input id="g" name="_gotcha" value="robot">
      <button type="submit">Submit</button>
      <p data-send-fallback hidden data-subject="Estimate request from {name}"><a href="mailto:office@greenway.com">Email your request instead</a></p></form>`;
    const alerts: string[] = [];
    window.alert = (message?: string) => void alerts.push(String(message));
    new Function(SEND_FALLBACK_SCRIPT)();
    const form = document.querySelector('form')!;
    const fallback = document.querySelector<HTMLElement>('[data-send-fallback]')!;
    expect(fallback.hidden).toBe(true);
    form.dispatchEvent(new Event('estimate-failed'));
    expect(alerts).toEqual(['Something went wrong. Please try again.']);
    expect(document.activeElement).toBe(form.querySelector('button'));
    expect(fallback.hidden).toBe(false);
    expect(fallback.querySelector('a')!.getAttribute('href')).toBe(
      requestEmailHref('mailto:office@greenway.com', 'Estimate request from Jo & Al', [
        ['Name', 'Jo & Al'],
        ['Notes', 'Gate 100%\nDog'],
      ]),
    );
  });

  it('has no carriage return in the inline script, which an HTML parser would turn into a line feed and so break its CSP hash', () => {
    expect(SEND_FALLBACK_SCRIPT).not.toMatch(/[\r\n]/);
  });
});
