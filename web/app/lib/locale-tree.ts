/** A locale file's strings: nested keys down to text (i18n.ts merges them into one namespace). */
export type Tree = { [key: string]: string | Tree };
