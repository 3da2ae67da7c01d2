/**
 * "Back", a button to the specification and to screen readers: the page script makes it a step
 * back in history. It is a link underneath, to the home page, which is where it leads without
 * history or without JavaScript.
 */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} role="button" className="button button-secondary" data-back-link="">
      {label}
    </a>
  );
}
