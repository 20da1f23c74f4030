import type en from './catalogues/en.json';

/** Every text's id, checked by TypeScript against the English catalogue. */
export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number | undefined>;
/** Writes a text in one language: the web app's t(), or the server's translator(language). */
export type Translate = (id: MessageId, values?: MessageValues) => string;
