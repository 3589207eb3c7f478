import 'i18next';
import type { MessageTree } from '@rira/contracts/messages/index';
import type faCommon from './locales/fa/common.json';
import type faSite from './locales/fa/site.json';
import type faOrganisation from './locales/fa/organisation.json';
import type faAssessment from './locales/fa/assessment.json';
import type faReport from './locales/fa/report.json';
import type faContent from './locales/fa/content.json';
import type faContentArticles from './locales/fa/content-articles.json';
import type faContentSite from './locales/fa/content-site.json';
import type faContentPages from './locales/fa/content-pages.json';
import type faRounds from './locales/fa/rounds.json';

/**
 * Every key of `t()` checked by the compiler: the one namespace (lib/i18n.ts) is the Persian
 * locale files merged with the contracts' messages, so its type is their intersection. Persian is
 * the reference (locales.test.ts keeps English's keys the same). A new locale file goes here, in
 * i18n.ts or panel-locales.ts, and in locales-en.ts or panel-locales.ts for English.
 */
type CommonNamespace = typeof faCommon &
  typeof faSite &
  typeof faOrganisation &
  typeof faAssessment &
  typeof faReport &
  typeof faContent &
  typeof faContentArticles &
  typeof faContentSite &
  typeof faContentPages &
  typeof faRounds &
  // Widened to `string` values like the JSON's, so `t()` returns `string` for every key.
  MessageTree;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonNamespace };
    returnNull: false;
  }
}
