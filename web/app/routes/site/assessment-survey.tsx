import { SURVEY_PATH } from '@rira/contracts/site/catalogue';
import type { SurveyContent } from '@rira/contracts/site/content';
import type { Route } from './+types/assessment-survey';
import { PublicErrorBoundary } from '../../features/site/public-error-boundary.tsx';
import { loadPage } from '../../features/site/site-data.server.ts';
import { SurveyPage } from '../../features/site/survey-page.tsx';
import { seoMeta } from '../../lib/seo.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { content: (await loadPage<SurveyContent>(context, 'survey')).content };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta(matches, {
        title: loaderData.content.seo.title,
        description: loaderData.content.seo.description,
        path: SURVEY_PATH,
        breadcrumbs: [{ name: loaderData.content.title, path: SURVEY_PATH }],
      })
    : [];

export const ErrorBoundary = PublicErrorBoundary;

export default function AssessmentSurvey({ loaderData }: Route.ComponentProps) {
  return <SurveyPage content={loaderData.content} />;
}
