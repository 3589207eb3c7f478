import { SURVEY_PATH } from '@rira/contracts/site/catalogue';
import type { SurveyContent } from '@rira/contracts/site/content';
import type { Route } from './+types/assessment-survey';
import { PublicErrorBoundary } from '../../features/site/public-error-boundary.tsx';
import { loadPage } from '../../features/site/site-data.server.ts';
import { SurveyPage } from '../../features/site/survey-page.tsx';
import { surveyAction } from '../../features/lead-forms/lead-form-action.server.ts';
import { STATIC_PAGE } from '../../lib/page-hydration.ts';
import { seoMeta } from '../../lib/seo.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { content: (await loadPage<SurveyContent>(context, 'survey')).content };
}

/** The survey's post, checked against the current questions (works without JavaScript; docs/decisions/027). */
export async function action(args: Route.ActionArgs) {
  const { content } = await loadPage<SurveyContent>(args.context, 'survey');
  return surveyAction(args, content.questions);
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

/** Plain HTML and a small inline script for the form, not the framework (docs/decisions/027). */
export const handle = STATIC_PAGE;

export default function AssessmentSurvey({ loaderData }: Route.ComponentProps) {
  return <SurveyPage content={loaderData.content} />;
}
