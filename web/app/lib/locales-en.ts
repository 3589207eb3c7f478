import { en as enMessages } from '@rira/contracts/messages/en';
import enCommon from '../locales/en/common.json';
import enSite from '../locales/en/site.json';
import type { Tree } from './locale-tree.ts';

/** The English strings that every page needs (shell, sign-in, public site, messages): see i18n.ts. */
export const ENGLISH_LOCALES = [enCommon, enSite, enMessages] as unknown as Tree[];
