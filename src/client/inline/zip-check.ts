// "Do you serve my ZIP code?" in the home page's service area (templates/home.tsx): five digits of
// a ZIP code a town lists answer with that town and a link to its page; any other five digits
// answer that a request is welcome all the same. Inline, right after the field: the field is
// hidden without JavaScript, where it could not answer, and shows before the first paint. The
// words are the field's data; each town's ZIP codes are on its link in the list before it.
const check = document.currentScript!.previousElementSibling as HTMLElement;
const input = check.querySelector('input')!;
const answer = check.querySelector('[role="status"]')!;
const { served, notListed } = check.dataset;
/** Where the ZIP code typed is kept over a reload, for this tab only (storage may be refused: then it is not kept). */
const KEY = 'zip-check';

const update = (): void => {
  const zip = input.value.trim();
  try {
    sessionStorage.setItem(KEY, zip);
  } catch {}
  if (!/^\d{5}$/.test(zip)) {
    answer.textContent = '';
    return;
  }
  const town = [...check.parentElement!.querySelectorAll<HTMLAnchorElement>('a[data-zips]')].find((link) => link.dataset.zips!.split(' ').includes(zip));
  if (!town) {
    answer.textContent = notListed!.replace('{zip}', zip);
    return;
  }
  const [before = '', after = ''] = served!.split('{town}');
  const link = document.createElement('a');
  link.setAttribute('href', town.getAttribute('href')!);
  link.textContent = town.textContent;
  answer.replaceChildren(before, link, after);
};

check.hidden = false;
input.addEventListener('input', update);
try {
  input.value ||= sessionStorage.getItem(KEY) ?? '';
} catch {}
update();
