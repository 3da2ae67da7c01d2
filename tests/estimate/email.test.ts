// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { requestEmailFor, requestEmailHref, requestLines, requestTextFor } from '../../src/estimate/email.js';
import { mailtoHref } from '../../src/site/site.js';

describe('the request as an e-mail', () => {
  it('carries every line, CRLF between lines and in notes, everything percent-encoded', () => {
    const href = requestEmailHref('mailto:office@greenway.com', 'Estimate request from Jo & Al', ['Name: Jo & Al', 'Property Address: 12 Elm St #4?', 'Notes: Gate 100%\nDog: friendly\r\nThanks']);
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

  it('takes the fields of the request the visitor filled in, labelled as on screen, without the honeypot, the language or empty ones', () => {
    document.body.innerHTML = `<form>
      <label for="n">Name</label><input id="n" name="name" value=" Pat ">
      <label for="e">Email</label><input id="e" name="email" value="">
      <label for="s">Service Type</label><select id="s" name="service"><option value="">Select</option><option selected>Mowing</option></select>
      <label for="t">Notes</label><span>Optional</span><textarea id="t" name="notes">Side gate</textarea>
      <label for="g">Leave this field empty</label><input id="g" name="_gotcha" value="robot">
      <input type="hidden" name="language" value="es">
      <button type="submit">Submit</button></form>`;
    expect(requestLines(document.querySelector('form')!)).toEqual(['Name: Pat', 'Service Type: Mowing', 'Notes: Side gate']);
  });

  it('says the price the form showed after the lot size, and leaves out a lot size the chosen service does not ask', () => {
    const form = (lotSizeDisabled: boolean) => `<form>
      <label for="s">Service Type</label><select id="s" name="service"><option selected>Mowing</option></select>
      <label for="l">Lot Size</label><select id="l" name="lotSize"${lotSizeDisabled ? ' disabled' : ''}><option selected>5,000 – 10,000 sq ft</option></select>
      <p><span data-price-shown>Typical price: $45 – $60 per visit</span></p>
      <label for="t">Notes</label><textarea id="t" name="notes">Gate</textarea></form>`;
    document.body.innerHTML = form(false);
    expect(requestLines(document.querySelector('form')!)).toEqual([
      'Service Type: Mowing',
      'Lot Size: 5,000 – 10,000 sq ft',
      'Typical price: $45 – $60 per visit',
      'Notes: Gate',
    ]);
    document.body.innerHTML = form(true);
    expect(requestLines(document.querySelector('form')!)).toEqual(['Service Type: Mowing', 'Notes: Gate']);
  });

  it('fills the subject with the name typed', () => {
    document.body.innerHTML = `<form><label for="n">Name</label><input id="n" name="name" value="Jo &amp; Al"></form>`;
    expect(requestEmailFor(document.querySelector('form')!, 'mailto:office@greenway.com', 'Estimate request from {name}')).toBe(
      requestEmailHref('mailto:office@greenway.com', 'Estimate request from Jo & Al', ['Name: Jo & Al']),
    );
  });

  it('as a text: the subject with the name, then the address and the service typed, one a line, encoded for an sms: link', () => {
    document.body.innerHTML = `<form>
      <label for="n">Name</label><input id="n" name="name" value="Jo &amp; Al">
      <label for="e">Email</label><input id="e" name="email" value="jo@example.com">
      <label for="a">Property Address</label><input id="a" name="address" value="12 Elm St #4">
      <label for="s">Service Type</label><select id="s" name="service"><option selected>Mowing</option></select>
      <label for="t">Notes</label><textarea id="t" name="notes">Gate</textarea></form>`;
    const href = requestTextFor(document.querySelector('form')!, 'sms:+12015550142', 'Estimate request from {name}');
    expect(href).toBe('sms:+12015550142?&body=Estimate%20request%20from%20Jo%20%26%20Al%0AProperty%20Address%3A%2012%20Elm%20St%20%234%0AService%20Type%3A%20Mowing');
    expect(new URLSearchParams(href.split('?')[1]).get('body')).toBe('Estimate request from Jo & Al\nProperty Address: 12 Elm St #4\nService Type: Mowing');
  });
});
