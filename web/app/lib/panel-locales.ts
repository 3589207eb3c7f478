import faOrganisation from '../locales/fa/organisation.json';
import enOrganisation from '../locales/en/organisation.json';
import faAssessment from '../locales/fa/assessment.json';
import enAssessment from '../locales/en/assessment.json';
import faReport from '../locales/fa/report.json';
import enReport from '../locales/en/report.json';
import faContent from '../locales/fa/content.json';
import enContent from '../locales/en/content.json';
import faContentArticles from '../locales/fa/content-articles.json';
import enContentArticles from '../locales/en/content-articles.json';
import faContentSite from '../locales/fa/content-site.json';
import enContentSite from '../locales/en/content-site.json';
import faContentPages from '../locales/fa/content-pages.json';
import enContentPages from '../locales/en/content-pages.json';
import faRounds from '../locales/fa/rounds.json';
import enRounds from '../locales/en/rounds.json';
import type { Tree } from './locale-tree.ts';

/**
 * The strings of the panel's areas (add a new area's locale files here). They load on the server at
 * start (entry.server) and in the browser only for panel pages (ensurePanelTranslations), keeping
 * them out of the public pages' JavaScript.
 */
export const PANEL_LOCALES = {
  fa: [faOrganisation, faAssessment, faReport, faContent, faContentArticles, faContentSite, faContentPages, faRounds] as unknown as Tree[],
  en: [enOrganisation, enAssessment, enReport, enContent, enContentArticles, enContentSite, enContentPages, enRounds] as unknown as Tree[],
};
