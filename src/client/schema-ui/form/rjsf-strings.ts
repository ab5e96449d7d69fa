import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** rjsf's own button and array texts, through our catalogue; the rare others stay in English. */
const KEYS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'schemaUi.form.item',
  [TranslatableString.EmptyArray]: 'schemaUi.form.emptyArray',
  [TranslatableString.YesLabel]: 'schemaUi.form.yes',
  [TranslatableString.NoLabel]: 'schemaUi.form.no',
  [TranslatableString.AddButton]: 'schemaUi.form.add',
  [TranslatableString.AddItemButton]: 'schemaUi.form.add',
  [TranslatableString.CopyButton]: 'schemaUi.form.copy',
  [TranslatableString.MoveDownButton]: 'schemaUi.form.moveDown',
  [TranslatableString.MoveUpButton]: 'schemaUi.form.moveUp',
  [TranslatableString.RemoveButton]: 'schemaUi.form.remove',
  [TranslatableString.ClearButton]: 'schemaUi.form.clear',
  [TranslatableString.ClearLabel]: 'schemaUi.form.clear',
};

export function rjsfTranslator(translate: Translate) {
  return (text: TranslatableString, params?: string[]): string => {
    const key = KEYS[text];
    return key ? translate(key) : englishStringTranslator(text, params);
  };
}
