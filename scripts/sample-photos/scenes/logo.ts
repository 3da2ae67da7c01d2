// The business's mark, drawn straight as SVG (no scene, no camera).

/** The mark: a leaf, square, to sit left of the business name as the drawn mark did. */
export function logo(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 160 160">` +
    `<g transform="translate(4 18) rotate(-35 78 62)">` +
    `<path d="M20,64 C40,18 112,10 142,62 C112,112 42,108 20,64 Z" fill="#3f9142"/>` +
    `<path d="M20,64 C44,30 108,22 142,62 C112,56 60,58 20,64 Z" fill="#6fbf4b"/>` +
    `<path d="M8,64 L142,62" stroke="#1f5f2a" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M50,63 L64,44 M78,63 L94,40 M106,62 L118,44 M56,64 L70,82 M86,63 L100,84" stroke="#1f5f2a" stroke-width="3" stroke-linecap="round" fill="none"/>` +
    `</g></svg>`
  );
}
