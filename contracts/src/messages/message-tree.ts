import type { fa } from './fa.ts';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language's messages must have: Persian is the complete reference. */
export type MessageTree = Widen<typeof fa>;
