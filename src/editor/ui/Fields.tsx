import { memo, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { PHOTO_CONTENT_TYPES } from '../../content-types.js';
import { STATE_NAMES } from '../../config/states.js';
import { idOf, useForm, useProblems, type Choice } from './form-context.js';
import { formatKeyPath, type KeyPath } from '../../config/key-path.js';
import { isPhoto, isRequired, itemLabel, itemName, itemTitle, itemWord, emptyValue, type Schema } from './model.js';
import { fieldHelp, fieldLabel } from './plain-words.js';
import { comparable } from './search.js';
import { keysInOrder, sectionOf, type SectionId } from './sections.js';
import { builtInLabel, isLabel, isTranslatedText, languageName, translationWithin, type Translation } from './translation-pairs.js';
import { opensOnItsOwn, PAGE_SIZE } from './view.js';
import { words } from './words.js';

interface FieldProps {
  path: KeyPath;
  schema: Schema;
  value: unknown;
  /** The schema of the object or list holding this value, to tell whether it may be left out. */
  parent: Schema | undefined;
  /** The label, when not the key's own ("Point 2"). */
  label?: string;
  /** Its translations, one per language of `translations` that translates it; a text's are shown right after it. */
  translations?: readonly Translation[];
  /** The section being shown: an object shows only its keys edited there (a service's prices are under Prices). */
  section?: SectionId;
  /** Its legend only for screen readers: the section's heading says the same just above it. */
  quietLegend?: boolean;
}

/**
 * One key of site.yaml, drawn by what the schema says it holds. Edits copy only the objects on
 * the way to the changed key, so a field whose value is the same object is not drawn again.
 */
export const Field = memo(
  FieldOfKind,
  (a, b) =>
    a.value === b.value &&
    a.schema === b.schema &&
    a.parent === b.parent &&
    a.label === b.label &&
    a.section === b.section &&
    a.quietLegend === b.quietLegend &&
    formatKeyPath(a.path) === formatKeyPath(b.path) &&
    sameTranslations(a.translations, b.translations),
);

/** Whether two fields' translations are the same texts at the same places (they are made again on every edit above them). */
function sameTranslations(a: readonly Translation[] | undefined, b: readonly Translation[] | undefined): boolean {
  if (!a?.length || !b?.length) return !a?.length && !b?.length;
  return a.length === b.length && a.every((one, i) => one.value === b[i]!.value && one.shape === b[i]!.shape && one.name === b[i]!.name && one.adds?.key?.value === b[i]!.adds?.key?.value);
}

/** The translations of the value at `key` inside this one (`original`: that value, whose slug or id pairs a service, town or lot size). */
export function translationsWithin(translations: readonly Translation[] | undefined, key: string | number, original: unknown): Translation[] | undefined {
  if (!translations?.length) return undefined;
  const inner = translations.flatMap((translation) => translationWithin(translation, key, original) ?? []);
  return inner.length ? inner : undefined;
}

function FieldOfKind(props: FieldProps): ReactNode {
  const { schema } = props;
  if (isPhoto(schema)) return <PhotoField {...props} />;
  if (schema.type === 'object') return <ObjectFields {...props} />;
  if (schema.type === 'array' && schema.items?.enum) return <ChoicesField {...props} />;
  if (schema.type === 'array') return <ListField {...props} />;
  if (schema.enum || schema.choicesFrom) return <ChoiceField {...props} />;
  if (schema.type === 'boolean') return <TickField {...props} />;
  return <TextField {...props} />;
}

/** A yes or no (the estimate form's photos): a box to tick; unticked takes the key away, as its default is no. */
function TickField({ path, schema, value, parent, label }: FieldProps): ReactNode {
  const { form, id, messages, attributes } = useControl(path, schema, parent);
  const { 'aria-required': _required, ...tick } = attributes;
  return (
    <div className="field tick-field">
      <label className="tick" htmlFor={id}>
        <input {...tick} type="checkbox" checked={value === true} onChange={(event) => form.setValue(path, event.target.checked ? true : undefined)} />
        {label ?? fieldLabel(path)}
      </label>
      <Help id={`${id}-help`} path={path} schema={schema} />
      <Problems id={`${id}-problem`} messages={messages} />
    </div>
  );
}

/** The keys of the object at `path` the form shows in `section` (all of them outside a section). */
export function keysShown(schema: Schema, value: unknown, path: KeyPath, section: SectionId | undefined): string[] {
  const keys = keysInOrder(schema, value);
  return section ? keys.filter((key) => sectionOf([...path, key]) === section) : keys;
}

function Help({ id, path, schema }: { id: string; path: KeyPath; schema: Schema }): ReactNode {
  const help = fieldHelp(path, schema);
  return help ? (
    <p className="help" id={id}>
      {help}
    </p>
  ) : null;
}

function Problems({ id, messages }: { id: string; messages: string[] | undefined }): ReactNode {
  if (!messages?.length) return null;
  return (
    <p className="problem" id={id}>
      {messages.join(' · ')}
    </p>
  );
}

/**
 * A key that holds several fields (an object, a list, a photo): its legend, help and problems,
 * then the fields. Its translations' problems are shown with its own, each named by its language
 * ("Español: expected 5 entries…"): a translated list or service has no fields of its own here.
 */
function FieldFrame({
  path,
  schema,
  label,
  kind,
  translations,
  quietLegend,
  row = false,
  children,
}: {
  path: KeyPath;
  schema: Schema;
  label: string | undefined;
  kind?: 'list' | 'photo';
  translations?: readonly Translation[];
  quietLegend?: boolean;
  /** Its fields side by side. */
  row?: boolean;
  children: ReactNode;
}): ReactNode {
  const name = formatKeyPath(path);
  const id = idOf(name);
  const own = useProblems(name);
  const translated = useTranslationProblems(translations);
  const messages = own && translated ? [...own, ...translated] : (own ?? translated);
  const help = fieldHelp(path, schema);
  const describedBy = [messages ? `${id}-problem` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={['group', kind, row ? 'row' : ''].filter(Boolean).join(' ')} id={id} aria-describedby={describedBy}>
      <legend className={quietLegend ? 'visually-hidden' : undefined}>{label ?? fieldLabel(path)}</legend>
      <Help id={`${id}-help`} path={path} schema={schema} />
      <Problems id={`${id}-problem`} messages={messages} />
      {children}
    </fieldset>
  );
}

/** The problems of these translations, each named by its language; undefined when none has one. */
function useTranslationProblems(translations: readonly Translation[] | undefined): string[] | undefined {
  const { problems } = useForm();
  // One text for them all, so a check that leaves them as they were draws nothing again.
  const joined = useSyncExternalStore(problems.subscribe, () =>
    (translations ?? []).flatMap(({ name, code }) => (problems.get(name) ?? []).map((message) => words.problems.ofLanguage(languageName(code), message))).join('\u0000'),
  );
  return useMemo(() => (joined ? joined.split('\u0000') : undefined), [joined]);
}

function ObjectFields(props: FieldProps): ReactNode {
  // An item of a list is opened by its list (ListField); a group of its own here.
  const closable = opensOnItsOwn(props.path) && typeof props.path[props.path.length - 1] !== 'number';
  return closable ? <ClosableGroup {...props} /> : <OpenObjectFields {...props} />;
}

/** A group opened on its own (the built-in texts of one page): its name as a button, its fields once opened. */
function ClosableGroup(props: FieldProps): ReactNode {
  const form = useForm();
  const name = formatKeyPath(props.path);
  const open = useSyncExternalStore(form.view.subscribe, () => form.view.isOpen(props.path));
  return (
    <div className="closable-group">
      <button type="button" className="item-toggle" aria-expanded={open} aria-controls={`${idOf(name)}-body`} onClick={() => form.view.toggle(props.path)}>
        <span className="toggle-mark" aria-hidden="true" />
        {props.label ?? fieldLabel(props.path)}
      </button>
      {open && (
        <div id={`${idOf(name)}-body`}>
          <OpenObjectFields {...props} quietLegend />
        </div>
      )}
    </div>
  );
}

/** An object of a few short values (a price range, a map position): its fields side by side where there is room. */
const isRow = (schema: Schema): boolean => {
  const inner = Object.values(schema.properties ?? {});
  return inner.length <= 3 && inner.every((node) => node.type === 'number' || node.type === 'integer' || Boolean(node.enum) || Boolean(node.choicesFrom));
};

function OpenObjectFields({ path, schema, value, label, translations, section, quietLegend }: FieldProps): ReactNode {
  return (
    <FieldFrame path={path} schema={schema} label={label} translations={translations} quietLegend={quietLegend} row={isRow(schema)}>
      {keysShown(schema, value, path, section).map((key) => {
        const inner = (value as Record<string, unknown> | undefined)?.[key];
        return <Field key={key} path={[...path, key]} schema={schema.properties![key]!} value={inner} parent={schema} translations={translationsWithin(translations, key, inner)} section={section} />;
      })}
    </FieldFrame>
  );
}

/** The props every control shares: its name (the key path), its label, help and problem, and focus reporting. */
function useControl(path: KeyPath, schema: Schema, parent: Schema | undefined) {
  const form = useForm();
  const name = formatKeyPath(path);
  const id = idOf(name);
  const messages = useProblems(name);
  const help = fieldHelp(path, schema);
  const describedBy = [messages ? `${id}-problem` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  const required = typeof path[path.length - 1] === 'number' || isRequired(parent, path[path.length - 1]!);
  return {
    form,
    name,
    id,
    messages,
    required,
    attributes: {
      id,
      name,
      'aria-describedby': describedBy,
      'aria-invalid': messages ? (true as const) : undefined,
      'aria-required': required || undefined,
      onFocus: () => form.focused(path),
    },
  };
}

const LONG_TEXT = /^(description|text|intro|notes|answer|quote|subtext)$/;

function TextField({ path, schema, value, parent, label, translations }: FieldProps): ReactNode {
  const { form, id, messages, required, attributes } = useControl(path, schema, parent);
  const numeric = schema.type === 'number' || schema.type === 'integer';
  // A number as typed ("4.", "40.50"), shown while the form holds the number it reads as: writing
  // the number back into the field would take the dot away under the owner's fingers.
  const [typed, setTyped] = useState<{ text: string; value: unknown } | null>(null);
  const written = value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const shown = typed && typed.value === value ? typed.text : written;
  const placeholder = schema.default !== undefined && typeof schema.default !== 'object' ? String(schema.default) : undefined;
  const onChange = (text: string) => {
    setTyped(null);
    if (text === '' && !required) return form.setValue(path, undefined);
    if (numeric && text.trim() !== '' && Number.isFinite(Number(text))) {
      setTyped({ text, value: Number(text) });
      return form.setValue(path, Number(text));
    }
    // Not a number (yet): sent as text, so the check names the problem beside the field and Save waits.
    form.setValue(path, text);
  };
  // Decided when the field is first drawn: a field that turned into a text area while typed into would lose the owner's place.
  const [startedLong] = useState(written.length > 70);
  const long = LONG_TEXT.test(String(path[path.length - 1])) || startedLong;
  const name = label ?? fieldLabel(path);
  const field = (
    <div className="field">
      <label htmlFor={id}>{name}</label>
      <Help id={`${id}-help`} path={path} schema={schema} />
      {long ? (
        <GrowingTextArea {...attributes} value={shown} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...attributes} type="text" inputMode={numeric ? 'decimal' : undefined} value={shown} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
      )}
      <Problems id={`${id}-problem`} messages={messages} />
    </div>
  );
  const texts = translations?.filter(isTranslatedText);
  if (!texts?.length) return field;
  // A text with something to translate (or a translation to clear), and every label: its
  // translations right after it. Empty optional texts stay single, so a form of 10,000 towns
  // does not grow by four fields a town. The wrapper stays either way: the field being typed
  // into is not drawn anew (and does not lose focus) when its first letter brings the others.
  const paired = texts.filter((translation) => isLabel(translation) || hasText(value) || hasText(translation.value));
  return (
    <div className="paired">
      {field}
      {paired.map((translation) => (
        <TranslationField key={translation.code} original={path} translation={translation} label={name} long={long} />
      ))}
    </div>
  );
}

const hasText = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Whether the browser sizes a text area to its text itself (editor.css's field-sizing). */
const sizesToText = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/**
 * A text area as tall as its text from when it is first shown, within editor.css's least and most:
 * the browser sizes it where it can, else it is measured here whenever the text changes.
 */
function GrowingTextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement> & { value: string }): ReactNode {
  const area = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = area.current;
    if (sizesToText || !element) return;
    element.style.height = 'auto';
    // Not laid out (a phone showing the preview): measured at the next change.
    if (element.scrollHeight) element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
  }, [props.value]);
  return <textarea ref={area} rows={3} {...props} />;
}

/**
 * The translation of a text, right after it: labelled with the original's label and the
 * language's own name ("Headline (Español)"), and marked as that language (`lang`) so screen
 * readers pronounce it and spell checking reads it as such. A label's placeholder is the
 * product's built-in text in that language, used when the field is left empty.
 */
function TranslationField({ original, translation, label, long }: { original: KeyPath; translation: Translation; label: string; long: boolean }): ReactNode {
  const form = useForm();
  const { code, name, value } = translation;
  const id = idOf(name);
  const messages = useProblems(name);
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);
  // Decided once: a field that turned into a text area while typed into would lose the owner's place.
  const [startedLong] = useState(text.length > 70);
  const attributes = {
    id,
    name,
    lang: code,
    dir: 'auto',
    'aria-describedby': messages ? `${id}-problem` : undefined,
    'aria-invalid': messages ? (true as const) : undefined,
    placeholder: isLabel(translation) ? builtInLabel(form.root, translation.path) : undefined,
    onFocus: () => form.focused(translation.path),
    onChange: (event: { target: { value: string } }) => form.setTranslation(original, code, event.target.value === '' ? undefined : event.target.value),
  };
  return (
    <div className="field translation">
      <label htmlFor={id}>
        {label} <span lang={code}>({languageName(code)})</span>
      </label>
      {long || startedLong ? <GrowingTextArea {...attributes} value={text} /> : <input {...attributes} type="text" value={text} />}
      <Problems id={`${id}-problem`} messages={messages} />
    </div>
  );
}

/**
 * The values named elsewhere in the file (`choicesFrom`), kept current as the owner edits them,
 * each with what visitors see of it: a range's lot size is one of the lot sizes under Prices,
 * shown by its label, written by its id.
 */
function useChoicesFrom(source: string | undefined): Choice[] {
  const form = useForm();
  // One text per set of choices, so an edit elsewhere that leaves them as they were draws nothing again.
  const joined = useSyncExternalStore(form.subscribe, () => (source ? form.choices(source).map(({ value, label }) => `${value}\u0001${label}`).join('\u0000') : ''));
  return useMemo(
    () =>
      joined
        ? joined.split('\u0000').map((pair) => {
            const [value, label] = pair.split('\u0001');
            return { value: value!, label: label! };
          })
        : [],
    [joined],
  );
}

/** What a value of an `enum` is called: a state by its name, a day in full. */
function enumChoices(schema: Schema): Choice[] {
  return (schema.enum ?? []).map((value) => {
    const text = String(value);
    const state = (STATE_NAMES as Record<string, string>)[text];
    const day = (words.days as Record<string, string>)[text];
    return { value: text, label: state ? `${state} (${text})` : (day ?? text) };
  });
}

/** A value picked from a list: the schema's `enum`, or the values its `choicesFrom` names (and the value written, if it is not one of them). */
function ChoiceField({ path, schema, value, parent, label }: FieldProps): ReactNode {
  const { form, id, messages, required, attributes } = useControl(path, schema, parent);
  const named = useChoicesFrom(schema.choicesFrom);
  const shown = value === undefined ? '' : String(value);
  const listed = useMemo(() => (schema.enum ? enumChoices(schema) : named), [schema, named]);
  // A value that is not (or no longer) one of the choices stays shown, with the check's message beside it.
  const options = shown === '' || listed.some((choice) => choice.value === shown) ? listed : [...listed, { value: shown, label: shown }];
  const defaultLabel = schema.default !== undefined ? (listed.find((choice) => choice.value === String(schema.default))?.label ?? String(schema.default)) : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label ?? fieldLabel(path)}</label>
      <Help id={`${id}-help`} path={path} schema={schema} />
      <select {...attributes} value={shown} onChange={(event) => form.setValue(path, event.target.value === '' ? undefined : event.target.value)}>
        {(!required || !options.some((choice) => choice.value === shown)) && (
          <option value="">{defaultLabel !== undefined ? words.list.defaultChoice(defaultLabel) : required ? words.list.chooseOne : words.list.none}</option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Problems id={`${id}-problem`} messages={messages} />
    </div>
  );
}

/** A list whose items are picked from a few choices, each at most once (the days of opening hours): a box to tick per choice. */
function ChoicesField({ path, schema, value, label, translations }: FieldProps): ReactNode {
  const form = useForm();
  const name = formatKeyPath(path);
  const chosen = Array.isArray(value) ? value.map(String) : [];
  const choices = enumChoices(schema.items!);
  const toggle = (choice: string, on: boolean) => {
    const next = choices.map(({ value: option }) => option).filter((option) => (option === choice ? on : chosen.includes(option)));
    form.setValue(path, next);
  };
  return (
    <FieldFrame path={path} schema={schema} label={label} translations={translations}>
      <div className="ticks">
        {choices.map((choice) => (
          <label key={choice.value} className="tick">
            <input type="checkbox" name={name} value={choice.value} checked={chosen.includes(choice.value)} onChange={(event) => toggle(choice.value, event.target.checked)} onFocus={() => form.focused(path)} />
            {choice.label}
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}

/** What an item of a list is called on its buttons and legend, a range by the label of its lot size. */
function useItemTitles(itemSchema: Schema): (item: unknown) => string | undefined {
  const lotSizes = useChoicesFrom(itemSchema.properties?.lotSize?.choicesFrom);
  return (item) => {
    const lotSize = (item as { lotSize?: unknown } | undefined)?.lotSize;
    if (typeof lotSize === 'string') return lotSizes.find((choice) => choice.value === lotSize)?.label ?? lotSize;
    return itemTitle(item);
  };
}

/** Whether an item of a list holds what its list's search asks for, in any of its texts. */
function holds(item: unknown, query: string): boolean {
  if (typeof item === 'string') return comparable(item).includes(query);
  if (item && typeof item === 'object') return Object.values(item).some((inner) => holds(inner, query));
  return false;
}

function ListField({ path, schema, value, label, translations, section, quietLegend }: FieldProps): ReactNode {
  const form = useForm();
  const name = formatKeyPath(path);
  useSyncExternalStore(form.view.subscribe, () => form.view.listState(path));
  const key = String(path[path.length - 1]);
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const word = itemWord(key);
  const objects = itemSchema.type === 'object' && !isPhoto(itemSchema);
  const titleOf = useItemTitles(itemSchema);
  const paged = items.length > PAGE_SIZE;
  const query = paged ? comparable(form.view.query(name).trim()) : '';
  const matching = useMemo(() => items.map((_, index) => index).filter((index) => !query || holds(items[index], query)), [items, query]);
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const page = paged ? Math.min(form.view.page(name), pages - 1) : 0;
  const shown = paged ? matching.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE) : matching;
  const plural = plainPlural(word);
  return (
    <FieldFrame path={path} schema={schema} label={label} kind="list" translations={translations} quietLegend={quietLegend}>
      {paged && (
        <ListPager
          list={name}
          word={word}
          from={shown.length ? page * PAGE_SIZE + 1 : 0}
          to={page * PAGE_SIZE + shown.length}
          total={matching.length}
          plural={plural}
          page={page}
          pages={pages}
        />
      )}
      <ol className={objects ? 'items' : 'items words'}>
        {shown.map((index) => {
          const item = items[index];
          const itemPath = [...path, index];
          const itemKey = formatKeyPath(itemPath);
          const title = titleOf(item) ?? itemName(key, undefined, index);
          const legend = objects ? itemLabel(key, titleOf(item), index) : `${capitalise(word)} ${index + 1}`;
          const closable = objects && opensOnItsOwn(itemPath);
          const open = !closable || form.view.isOpen(itemPath);
          const actions = <ItemActions path={path} index={index} count={items.length} title={title} />;
          return (
            <li key={index} className={closable ? 'item closable' : 'item'} data-item={itemKey}>
              {closable && (
                <div className="item-head">
                  <button type="button" className="item-toggle" aria-expanded={open} aria-controls={`${idOf(itemKey)}-body`} onClick={() => form.view.toggle(itemPath)}>
                    <span className="toggle-mark" aria-hidden="true" />
                    {legend}
                  </button>
                  {actions}
                </div>
              )}
              {open && (
                <div id={closable ? `${idOf(itemKey)}-body` : undefined} className="item-body">
                  <Field path={itemPath} schema={itemSchema} value={item} parent={schema} label={legend} translations={translationsWithin(translations, index, item)} section={section} quietLegend={closable} />
                  {!closable && actions}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <button type="button" className="add" data-add={name} onClick={() => form.addItem(path, emptyValue(itemSchema))}>
        {words.list.add(word)}
      </button>
    </FieldFrame>
  );
}

function ItemActions({ path, index, count, title }: { path: KeyPath; index: number; count: number; title: string }): ReactNode {
  const form = useForm();
  return (
    <div className="item-actions">
      <button type="button" data-action="up" aria-label={words.list.moveUp(title)} disabled={index === 0} onClick={() => form.moveItem(path, index, index - 1)}>
        {words.list.up}
      </button>
      <button type="button" data-action="down" aria-label={words.list.moveDown(title)} disabled={index === count - 1} onClick={() => form.moveItem(path, index, index + 1)}>
        {words.list.down}
      </button>
      <button type="button" data-action="remove" aria-label={words.list.removeNamed(title)} onClick={() => form.removeItem(path, index)}>
        {words.list.remove}
      </button>
    </div>
  );
}

/** A long list's own search, and which of its pages is shown. */
function ListPager({ list, word, from, to, total, plural, page, pages }: { list: string; word: string; from: number; to: number; total: number; plural: string; page: number; pages: number }): ReactNode {
  const form = useForm();
  const id = useId();
  return (
    <div className="pager">
      <div className="field">
        <label htmlFor={id}>{words.list.find(word)}</label>
        <input id={id} type="search" value={form.view.query(list)} onChange={(event) => form.view.setQuery(list, event.target.value)} />
      </div>
      <p className="pager-status" role="status">
        {words.list.shown(from, to, total, plural)}
      </p>
      <div className="pager-buttons">
        <button type="button" disabled={page === 0} onClick={() => form.view.setPage(list, page - 1)}>
          {words.list.previous}
        </button>
        <button type="button" disabled={page >= pages - 1} onClick={() => form.view.setPage(list, page + 1)}>
          {words.list.next}
        </button>
      </div>
    </div>
  );
}

const plainPlural = (word: string) => (word.endsWith('s') ? word : word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A photo: its file picked from the photos folder (with thumbnails) or uploaded there, and its description. */
function PhotoField({ path, schema, value, parent, label, translations }: FieldProps): ReactNode {
  const form = useForm();
  const srcPath = [...path, 'src'];
  const src = (value as { src?: unknown } | undefined)?.src;
  const current = typeof src === 'string' ? src : '';
  const [choosing, setChoosing] = useState(false);
  const [uploadMessage, setUploadMessage] = useState('');
  const chooserId = useId();
  const srcControl = useControl(srcPath, schema.properties!.src!, schema);
  const optional = !isRequired(parent, path[path.length - 1]!) && typeof path[path.length - 1] !== 'number';
  const choices = form.photos.includes(current) || current === '' ? form.photos : [current, ...form.photos];
  const pick = (photo: string) => form.setValue(srcPath, photo);
  const clear = () => form.setValue(path, undefined);
  const name = label ?? fieldLabel(path);
  return (
    <FieldFrame path={path} schema={schema} label={label} kind="photo" translations={translations}>
      <div className="photo-current">
        {current.startsWith('photos/') ? <img src={`/${current.split('/').map(encodeURIComponent).join('/')}`} alt="" className="thumb" /> : <span className="thumb empty">{words.photo.none}</span>}
        <div className="field">
          <label htmlFor={srcControl.id}>{words.photo.file}</label>
          <select
            {...srcControl.attributes}
            value={current}
            onChange={(event) => (event.target.value === '' ? (optional ? clear() : pick('')) : pick(event.target.value))}
          >
            <option value="">{optional ? words.photo.noPhoto : words.photo.choose}</option>
            {choices.map((photo) => (
              <option key={photo} value={photo}>
                {photo.replace(/^photos\//, '')}
              </option>
            ))}
          </select>
          <Problems id={`${srcControl.id}-problem`} messages={srcControl.messages} />
        </div>
      </div>
      <div className="photo-tools" onFocus={() => form.focused(srcPath)}>
        <button type="button" aria-expanded={choosing} aria-controls={chooserId} onClick={() => setChoosing(!choosing)}>
          {choosing ? words.photo.hidePhotos : words.photo.showPhotos}
        </button>
        <label className="upload">
          {words.photo.upload}
          <input
            type="file"
            accept={PHOTO_CONTENT_TYPES.join(',')}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setUploadMessage(words.photo.uploading(file.name));
              const result = await form.uploadPhoto(file);
              if (result.src) pick(result.src);
              setUploadMessage(result.src ? words.photo.added(result.src) : (result.error ?? ''));
            }}
          />
        </label>
        <span className="upload-message" role="status">
          {uploadMessage}
        </span>
      </div>
      <div id={chooserId} hidden={!choosing} onFocus={() => form.focused(srcPath)} className="chooser" role="group" aria-label={words.photo.photosFor(name)}>
        {choosing &&
          form.photos.map((photo) => (
            <button type="button" key={photo} className="choice" aria-pressed={photo === current} onClick={() => pick(photo)}>
              <img src={`/${photo.split('/').map(encodeURIComponent).join('/')}`} alt="" loading="lazy" />
              <span>{photo.replace(/^photos\//, '')}</span>
            </button>
          ))}
      </div>
      {keysInOrder(schema, value)
        .filter((key) => key !== 'src')
        .sort((a, b) => Number(b === 'alt') - Number(a === 'alt'))
        .map((key) => {
          const inner = (value as Record<string, unknown> | undefined)?.[key];
          return <Field key={key} path={[...path, key]} schema={schema.properties![key]!} value={inner} parent={schema} translations={translationsWithin(translations, key, inner)} />;
        })}
    </FieldFrame>
  );
}

/**
 * `translations`, on a site that has some: which languages, and where their texts are. Each text
 * of theirs is edited right after the original it translates, so they are not repeated here.
 */
export function TranslationsSection({ schema, languages }: { schema: Schema; languages: readonly string[] }): ReactNode {
  return (
    <FieldFrame path={['translations']} schema={schema} label={undefined}>
      <ul className="languages">
        {languages.map((code) => (
          <li key={code}>
            <strong lang={code}>{languageName(code)}</strong> ({languageName(code, 'en')}): {words.translation.followed} <span lang={code}>({languageName(code)})</span>.
          </li>
        ))}
      </ul>
    </FieldFrame>
  );
}
