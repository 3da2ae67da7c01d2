import { jsonForScript } from './serialize.js';

/**
 * The one inline script: on hosts that serve the root 404.html for every missing address, it
 * makes the heading (and the title) say "Service not found" under /services/ before the page is painted.
 */
export function notFoundHeadingScript(servicesPrefix: string, serviceNotFound: string, title: string): string {
  return `if(location.pathname.indexOf(${jsonForScript(servicesPrefix)})===0){document.querySelector("[data-not-found-heading]").textContent=${jsonForScript(serviceNotFound)};document.title=${jsonForScript(title)}}`;
}
