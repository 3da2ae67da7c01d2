import { memo, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { PHOTO_CONTENT_TYPES } from '../../content-types.js';
import { idOf, useForm, useProblems } from './form-context.js';
import { formatKeyPath, type KeyPath } from '../../config/key-path.js';
import { isPhoto, isRequired, itemLabel, itemName, itemWord, plainLabel, emptyValue, type Schema } from './model.js';
import { builtInLabel, isLabel, isTranslatedText, languageName, translationWithin, type Translation } from './translation-pairs.js';

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
}

/**
 * One key of site.yaml, drawn by what the schema says it holds. Edits copy only the objects on
 * the way to the changed key, so a field whose value is the same object is not drawn again.
 */
export const Field = memo(
  FieldOfKind,
  (a, b) => a.value === b.value && a.schema === b.schema && a.parent === b.parent && a.label === b.label && formatKeyPath(a.path) === formatKeyPath(b.path) && sameTranslations(a.translations, b.translations),
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
  if (schema.type === 'array') return <ListField {...props} />;
  if (schema.enum || schema.choicesFrom) return <ChoiceField {...props} />;
  return <TextField {...props} />;
}

const lastKey = (path: KeyPath) => String(path[path.length - 1]);

/** The keys of an object in the file's order, then the schema's other keys (empty until filled in). */
export function keysInOrder(schema: Schema, value: unknown): string[] {
  const known = Object.keys(schema.properties ?? {});
  const written = value && typeof value === 'object' ? Object.keys(value).filter((key) => known.includes(key)) : [];
  return [...written, ...known.filter((key) => !written.includes(key))];
}

function Help({ id, schema }: { id: string; schema: Schema }): ReactNode {
  return schema.description ? (
    <p className="help" id={id}>
      {schema.description}
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
function FieldFrame({ path, schema, label, kind, translations, children }: { path: KeyPath; schema: Schema; label: string | undefined; kind?: 'list' | 'photo'; translations?: readonly Translation[]; children: ReactNode }): ReactNode {
  const name = formatKeyPath(path);
  const id = idOf(name);
  const own = useProblems(name);
  const translated = useTranslationProblems(translations);
  const messages = own && translated ? [...own, ...translated] : (own ?? translated);
  return (
    <fieldset className={kind ? `group ${kind}` : 'group'} id={id} aria-describedby={messages ? `${id}-problem` : undefined}>
      <legend>{label ?? plainLabel(lastKey(path))}</legend>
      <Help id={`${id}-help`} schema={schema} />
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
    (translations ?? []).flatMap(({ name, code }) => (problems.get(name) ?? []).map((message) => `${languageName(code)}: ${message}`)).join('\u0000'),
  );
  return useMemo(() => (joined ? joined.split('\u0000') : undefined), [joined]);
}

function ObjectFields({ path, schema, value, label, translations }: FieldProps): ReactNode {
  return (
    <FieldFrame path={path} schema={schema} label={label} translations={translations}>
      {keysInOrder(schema, value).map((key) => {
        const inner = (value as Record<string, unknown> | undefined)?.[key];
        return <Field key={key} path={[...path, key]} schema={schema.properties![key]!} value={inner} parent={schema} translations={translationsWithin(translations, key, inner)} />;
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
  const describedBy = [messages ? `${id}-problem` : '', schema.description ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
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
  const long = LONG_TEXT.test(lastKey(path)) || startedLong;
  const name = label ?? plainLabel(lastKey(path));
  const field = (
    <div className="field">
      <label htmlFor={id}>{name}</label>
      <Help id={`${id}-help`} schema={schema} />
      {long ? (
        <textarea {...attributes} value={shown} placeholder={placeholder} rows={Math.min(8, Math.max(2, Math.ceil(shown.length / 60)))} onChange={(event) => onChange(event.target.value)} />
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
      {long || startedLong ? <textarea {...attributes} value={text} rows={Math.min(8, Math.max(2, Math.ceil(text.length / 60)))} /> : <input {...attributes} type="text" value={text} />}
      <Problems id={`${id}-problem`} messages={messages} />
    </div>
  );
}

/**
 * The values named elsewhere in the file (`choicesFrom`), kept current as the owner edits them:
 * a range's lot size is one of the ids under `pricing.lotSizes`, as they stand.
 */
function useChoicesFrom(source: string | undefined): string[] {
  const form = useForm();
  // One text per set of choices, so an edit elsewhere that leaves them as they were draws nothing again.
  const joined = useSyncExternalStore(form.subscribe, () => (source ? form.choices(source).join('\n') : ''));
  return useMemo(() => (joined ? joined.split('\n') : []), [joined]);
}

/** A value picked from a list: the schema's `enum`, or the values its `choicesFrom` names (and the value written, if it is not one of them). */
function ChoiceField({ path, schema, value, parent, label }: FieldProps): ReactNode {
  const { form, id, messages, required, attributes } = useControl(path, schema, parent);
  const named = useChoicesFrom(schema.choicesFrom);
  const shown = value === undefined ? '' : String(value);
  const listed = schema.enum ? schema.enum.map(String) : named;
  // A value that is not (or no longer) one of the choices stays shown, with the check's message beside it.
  const options = shown === '' || listed.includes(shown) ? listed : [...listed, shown];
  return (
    <div className="field">
      <label htmlFor={id}>{label ?? plainLabel(lastKey(path))}</label>
      <Help id={`${id}-help`} schema={schema} />
      <select {...attributes} value={shown} onChange={(event) => form.setValue(path, event.target.value === '' ? undefined : event.target.value)}>
        {(!required || !options.includes(shown)) && <option value="">{schema.default !== undefined ? `(default: ${String(schema.default)})` : '(none)'}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Problems id={`${id}-problem`} messages={messages} />
    </div>
  );
}

function ListField({ path, schema, value, label, translations }: FieldProps): ReactNode {
  const form = useForm();
  const key = lastKey(path);
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const word = itemWord(key);
  const objects = itemSchema.type === 'object' && !isPhoto(itemSchema);
  return (
    <FieldFrame path={path} schema={schema} label={label} kind="list" translations={translations}>
      <ol className={objects ? 'items' : 'items words'}>
        {items.map((item, index) => {
          const itemPath = [...path, index];
          const title = itemName(key, item, index);
          return (
            <li key={index} className="item" data-item={formatKeyPath(itemPath)}>
              <Field
                path={itemPath}
                schema={itemSchema}
                value={item}
                parent={schema}
                label={objects ? itemLabel(key, item, index) : `${capitalise(word)} ${index + 1}`}
                translations={translationsWithin(translations, index, item)}
              />
              <div className="item-actions">
                <button type="button" data-action="up" aria-label={`Move ${title} up`} disabled={index === 0} onClick={() => form.moveItem(path, index, index - 1)}>
                  ↑ Up
                </button>
                <button type="button" data-action="down" aria-label={`Move ${title} down`} disabled={index === items.length - 1} onClick={() => form.moveItem(path, index, index + 1)}>
                  ↓ Down
                </button>
                <button type="button" data-action="remove" aria-label={`Remove ${title}`} onClick={() => form.removeItem(path, index)}>
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className="add" data-add={formatKeyPath(path)} onClick={() => form.addItem(path, emptyValue(itemSchema))}>
        Add {article(word)} {word}
      </button>
    </FieldFrame>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

/** A photo: its file picked from photos/ (with thumbnails) or uploaded there, and its description. */
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
  return (
    <FieldFrame path={path} schema={schema} label={label} kind="photo" translations={translations}>
      <div className="photo-current">
        {current.startsWith('photos/') ? <img src={`/${current.split('/').map(encodeURIComponent).join('/')}`} alt="" className="thumb" /> : <span className="thumb empty">No photo</span>}
        <div className="field">
          <label htmlFor={srcControl.id}>Photo file</label>
          <select
            {...srcControl.attributes}
            value={current}
            onChange={(event) => (event.target.value === '' ? (optional ? clear() : pick('')) : pick(event.target.value))}
          >
            <option value="">{optional ? '(no photo)' : '(choose a photo)'}</option>
            {choices.map((photo) => (
              <option key={photo} value={photo}>
                {photo}
              </option>
            ))}
          </select>
          <Problems id={`${srcControl.id}-problem`} messages={srcControl.messages} />
        </div>
      </div>
      <div className="photo-tools" onFocus={() => form.focused(srcPath)}>
        <button type="button" aria-expanded={choosing} aria-controls={chooserId} onClick={() => setChoosing(!choosing)}>
          {choosing ? 'Hide the photos' : 'Choose from photos/'}
        </button>
        <label className="upload">
          Upload a new photo
          <input
            type="file"
            accept={PHOTO_CONTENT_TYPES.join(',')}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setUploadMessage(`Uploading ${file.name}…`);
              const result = await form.uploadPhoto(file);
              if (result.src) pick(result.src);
              setUploadMessage(result.src ? `Added ${result.src} and chose it.` : (result.error ?? ''));
            }}
          />
        </label>
        <span className="upload-message" role="status">
          {uploadMessage}
        </span>
      </div>
      <div id={chooserId} hidden={!choosing} onFocus={() => form.focused(srcPath)} className="chooser" role="group" aria-label={`Photos for ${label ?? plainLabel(lastKey(path))}`}>
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
            <strong lang={code}>{languageName(code)}</strong> ({languageName(code, 'en')}, <code>{code}</code>): each text is followed by its translation, labelled{' '}
            <span lang={code}>({languageName(code)})</span>.
          </li>
        ))}
      </ul>
    </FieldFrame>
  );
}
