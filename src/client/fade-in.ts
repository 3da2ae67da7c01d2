import { prefersReducedMotion } from './dom.js';

/**
 * Sections below the fold fade in about 100 ms after they scroll into view (the delay is in the
 * stylesheet). Sections already on screen are left alone, so nothing visible ever disappears,
 * and without JavaScript or with reduced motion nothing is hidden at all.
 */
export function fadeInSections(): void {
  const sections = document.querySelectorAll<HTMLElement>('[data-fade-in]');
  if (!sections.length || prefersReducedMotion() || !('IntersectionObserver' in window)) return;
  const firstReport = new Set<Element>(sections);
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      const initially = firstReport.delete(target);
      if (isIntersecting) {
        target.classList.add('is-visible');
        observer.unobserve(target);
      } else if (initially) {
        target.classList.add('fade-in-ready');
      }
    }
  });
  sections.forEach((section) => observer.observe(section));
}
