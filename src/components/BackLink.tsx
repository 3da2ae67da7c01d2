/**
 * "Back": the page script turns it into a step back in history; without history or without
 * JavaScript it is a plain link to the home page.
 */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className="button button-secondary" data-back-link="">
      {label}
    </a>
  );
}
