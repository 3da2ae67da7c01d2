/** The copyright year is the year the visitor reads the page in, not the year it was built. */
export function showCurrentYear(): void {
  const year = String(new Date().getFullYear());
  document.querySelectorAll('[data-current-year]').forEach((element) => {
    if (element.textContent !== year) element.textContent = year;
  });
}
