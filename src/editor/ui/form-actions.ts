import { useMemo } from 'react';
import { formatKeyPath, valueAt, type KeyPath } from '../../config/key-path.js';
import type { Urgency } from './announcer.js';
import type { FormActions, ProblemStore } from './form-context.js';
import { changeFor, isRequired, itemName, labelledChoicesFrom, schemaAt, type Schema } from './model.js';
import { words } from './words.js';
import { focusField } from './focus.js';
import type { ViewStore } from './view.js';
import { additionInTranslations, keyRenameInTranslations, moveInTranslations, removalInTranslations, translationChange, translationsOf } from './translation-pairs.js';
import type { EditorSession } from './session.js';

interface FormActionsOptions {
  session: EditorSession;
  schema: Schema | null;
  photos: readonly string[];
  problems: ProblemStore;
  focusAfterRender(selector: string): void;
  announce(text: string, urgency: Urgency): void;
  /** The owner is on the field at this key path (`towns[2].slug`). */
  showPageOf(path: KeyPath): void;
  view: ViewStore;
  /**
   * A value was typed: the preview shows it at once where it can (the site's own key path and the
   * language of the page it shows on), before the page is rendered again.
   */
  edited(path: KeyPath, language: string | undefined, before: unknown, after: unknown): void;
}

/**
 * What the form's fields do: each becomes a change of the session, and a list's buttons move
 * focus where the owner expects it next and say what they did. Null until the schema is loaded.
 */
export function useFormActions({ session, schema, photos, problems, focusAfterRender, announce, showPageOf, view, edited }: FormActionsOptions): FormActions | null {
  return useMemo<FormActions | null>(() => {
    if (!schema) return null;
    const data = () => session.getState().edits.data;
    const listOf = (path: KeyPath): unknown[] => {
      const list = valueAt(data(), path);
      return Array.isArray(list) ? list : [];
    };
    const itemSelector = (path: KeyPath, index: number, action: string) =>
      `[data-item="${formatKeyPath([...path, index])}"] > :is(.item-head, .item-body) > .item-actions [data-action="${action}"]`;
    return {
      root: schema,
      problems,
      photos,
      setValue(path, value) {
        // A renamed slug or id renames its translations' too, so they stay paired.
        const inTranslations = keyRenameInTranslations(data(), path, value);
        const before = valueAt(data(), path);
        session.change(changeFor(data(), path, value));
        edited(path, undefined, before, value);
        inTranslations.forEach((change) => session.change(change));
      },
      setTranslation(path, code, value) {
        // Found again in the data as it is now: the first text typed for a new service adds its item.
        const translation = translationsOf(data(), path).find((one) => one.code === code);
        if (!translation) return;
        session.change(translationChange(data(), translation, value));
        edited(path, code, translation.value, value);
      },
      addItem(path, value) {
        const list = valueAt(data(), path);
        const index = Array.isArray(list) ? list.length : 0;
        // Its translations get an empty place at the same position, as removal takes theirs away.
        const inTranslations = additionInTranslations(data(), path);
        session.change(Array.isArray(list) ? { op: 'insert', path, index, value } : changeFor(data(), path, [value]));
        inTranslations.forEach((change) => session.change(change));
        // The new item is opened, on the last page of a long list, its search cleared.
        view.reveal([...path, index], data(), schema);
        focusAfterRender(`[data-item="${formatKeyPath([...path, index])}"] :is(input, select, textarea)`);
      },
      removeItem(path, index) {
        const length = listOf(path).length;
        const optional = !isRequired(schemaAt(schema, path.slice(0, -1)), path[path.length - 1]!);
        const removed = itemName(String(path[path.length - 1]), listOf(path)[index], index);
        // Its translations go with it: a translated town whose town is gone is a problem, and a list matched by position would pair the wrong items.
        const inTranslations = removalInTranslations(data(), path, index);
        // The last item of a list the file may leave out takes the list with it, rather than leaving `towns: []`.
        session.change({ op: 'delete', path: length === 1 && optional ? path : [...path, index] });
        inTranslations.forEach((change) => session.change(change));
        view.itemsShifted(path, index, undefined);
        focusAfterRender(length === 1 ? `[data-add="${formatKeyPath(path)}"]` : itemSelector(path, index < length - 1 ? index : index - 1, 'remove'));
        announce(words.list.removed(removed), 'status');
      },
      moveItem(path, from, to) {
        const length = listOf(path).length;
        if (to < 0 || to >= length) return;
        const moved = itemName(String(path[path.length - 1]), listOf(path)[from], from);
        const inTranslations = moveInTranslations(data(), path, from, to);
        session.change({ op: 'move', path, from, to });
        inTranslations.forEach((change) => session.change(change));
        view.itemsShifted(path, from, to);
        const direction = to < from ? 'up' : 'down';
        const stuck = (direction === 'up' && to === 0) || (direction === 'down' && to === length - 1);
        focusAfterRender(itemSelector(path, to, stuck ? (direction === 'up' ? 'down' : 'up') : direction));
        announce(words.list.moved(moved, to + 1, length), 'status');
      },
      focused: (path) => showPageOf(path),
      view,
      reveal(path, control) {
        view.reveal(path, data(), schema);
        focusField(control ?? formatKeyPath(path), schema, data());
      },
      uploadPhoto: (file) => session.uploadPhoto(file),
      choices: (source) => labelledChoicesFrom(data(), source),
      subscribe: session.subscribe,
    };
  }, [schema, photos, session, problems, focusAfterRender, announce, showPageOf, view, edited]);
}
