import type { en } from './en';
import type { enMessages } from './en-messages';

/** Every text's key, typed from the English catalogue (the source). */
export type MessageKey = keyof typeof en;
/** The keys of the words core's schemas and rules say (validation and error messages). */
export type CoreMessageKey = keyof typeof enMessages;
/** A language's catalogue: every key's ICU MessageFormat text. */
export type Catalogue = Record<MessageKey, string>;
/** The values of a message's placeholders (`{zip}`, `{count, plural, ...}`). */
export type MessageValues = Record<string, string | number | Date>;
