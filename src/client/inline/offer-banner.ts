// Shows each offer of the banner (src/components/OfferBanner.tsx) only from its first to its last
// day by the visitor's calendar, and the banner only while one shows. Inline, right after the
// banner: it runs before the first paint, so the page never shifts; without JavaScript the build
// day's decision stands.
const banner = document.querySelector<HTMLElement>('[data-offer-banner]');
if (banner) {
  const now = new Date();
  // The visitor's day: the ISO (UTC) text of the time moved by the time-zone offset. Days written
  // YYYY-MM-DD compare correctly as text.
  const today = new Date(+now - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  const offers = [...banner.querySelectorAll<HTMLElement>('[data-starts]')];
  for (const offer of offers) offer.hidden = today < offer.dataset.starts! || today > offer.dataset.ends!;
  banner.hidden = offers.every((offer) => offer.hidden);
}
