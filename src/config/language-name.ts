// A language's name by its code, as Intl.DisplayNames gives it: the launch check's words ("Spanish
// licence 1") and the editor's. Pure, no node modules: the editor runs it in the browser.

/** `es` → "Spanish" in English, "español" in its own language (the default); the code itself where Intl knows no such code or no name. */
export function intlLanguageName(code: string, inLanguage = code): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code; // not a language code Intl knows
  }
}
