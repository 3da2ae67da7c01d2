// On hosts that serve the root 404.html for every missing address (GitHub Pages, a stock nginx),
// makes the heading and the title say "Service not found" under /services/ before the page is
// painted. The words and the services' address are the heading's data (templates/not-found.tsx).
const heading = document.querySelector<HTMLElement>('[data-not-found-heading]')!;
const { servicesPath, servicesHeading, servicesTitle } = heading.dataset;
if (location.pathname.startsWith(servicesPath!)) {
  heading.textContent = servicesHeading!;
  document.title = servicesTitle!;
}
