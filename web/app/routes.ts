import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { PRODUCT_IDS, PRODUCT_PATHS, SERVICE_IDS, SERVICE_PATHS, SURVEY_PATH } from '@rira/contracts/site/catalogue';

/** Each product's and service's page and /demo page, spelled exactly as the spec lists them. */
const offeringRoutes = [
  ...PRODUCT_IDS.map((id) => ({ id: `product-${id}`, path: PRODUCT_PATHS[id] })),
  ...SERVICE_IDS.map((id) => ({ id: `service-${id}`, path: SERVICE_PATHS[id] })),
].flatMap(({ id, path }) => [
  route(path.slice(1), 'routes/site/offering.tsx', { id }),
  route(`${path.slice(1)}/demo`, 'routes/site/offering-demo.tsx', { id: `${id}-demo` }),
]);

/**
 * Every route of the app (seed spec §2). Paths match case-insensitively (React Router's default), so
 * /Blogs and /blogs are one page. Public pages that are not built yet fall to the 404 route.
 */
export default [
  // default layout: public header and footer (its loader reads the site settings the footer shows)
  layout('routes/layouts/default.tsx', { id: 'site' }, [
    index('routes/home.tsx'),
    // the public site (issue 3)
    // the language switch's form on pages without JavaScript (posts, then redirects)
    route('language', 'routes/site/language.ts'),
    route('about-us', 'routes/site/about-us.tsx'),
    route('contact-us', 'routes/contact-us.tsx'),
    route('policy', 'routes/site/policy.tsx'),
    route(SURVEY_PATH.slice(1), 'routes/site/assessment-survey.tsx'),
    ...offeringRoutes,
    route('demo/product', 'routes/site/demo-product.tsx'),
    route('demo/service', 'routes/site/demo-service.tsx'),
    route('blogs', 'routes/magazine/blogs.tsx'),
    route('blogs/details/old', 'routes/magazine/archive.tsx'),
    route('blogs/details/:id', 'routes/magazine/article.tsx'),
    route('login', 'routes/login.tsx'),
    route('login/choose', 'routes/login-choose.tsx'),
    route('licenseExpired', 'routes/license-expired.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),

  // admin-dashboard layout: signed-in only (its clientLoader is the guard)
  route('admin', 'routes/layouts/admin-dashboard.tsx', { id: 'admin' }, [
    index('routes/admin/index.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('profile', 'routes/admin/profile.tsx'),
    // organisation (issue 5): companies, people, structure, Excel import
    route('companies', 'routes/admin/companies.tsx'),
    route('companies/add', 'routes/admin/company-add.tsx'),
    route('companies/:companyId', 'routes/admin/company.tsx'),
    route('companies/:companyId/edit', 'routes/admin/company-edit.tsx'),
    // a company admin's own company: its invitations' look and SMS (issue 23)
    route('companySettings', 'routes/admin/company-settings.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('users/add', 'routes/admin/user-add.tsx'),
    route('users/import', 'routes/admin/users-import.tsx'),
    // edit-{userId} / view-{userId}: one dynamic segment, split by the route (404 otherwise)
    route('users/:userAction', 'routes/admin/user-action.tsx'),
    route('departments', 'routes/admin/departments.tsx'),
    route('structures', 'routes/admin/structures.tsx'),
    route('positions', 'routes/admin/positions.tsx'),
    route('jobTitles', 'routes/admin/job-titles.tsx'),
    route('managementLevels', 'routes/admin/management-levels.tsx'),
    // the assessment platform (issue 6): library, templates, assessments, the participant's own and the card sort
    route('library/difficulties', 'routes/admin/library-difficulties.tsx'),
    route('library/factors', 'routes/admin/library-factors.tsx'),
    route('library/competencies', 'routes/admin/library-competencies.tsx'),
    route('library/competencies/:competencyId', 'routes/admin/library-competency.tsx'),
    route('library/assessorTypes', 'routes/admin/library-assessor-types.tsx'),
    route('templates', 'routes/admin/templates.tsx'),
    route('templates/:templateId', 'routes/admin/template.tsx'),
    route('assessments', 'routes/admin/assessments.tsx'),
    route('assessments/new', 'routes/admin/assessment-new.tsx'),
    route('assessments/:assessmentId', 'routes/admin/assessment.tsx'),
    // rounds (issue 26): a company's 360 programme run as one
    route('rounds', 'routes/admin/rounds.tsx'),
    route('rounds/new', 'routes/admin/round-new.tsx'),
    route('rounds/:roundId', 'routes/admin/round.tsx'),
    route('my-assessments', 'routes/admin/my-assessments.tsx'),
    route('my-assessments/:assessorId', 'routes/admin/my-assessment-answer.tsx'),
    route('my-assessments/:assessmentId/assessors', 'routes/admin/my-assessment-assessors.tsx'),
    // the public site's content (issue 4)
    // content: magazine (articles, categories, tags, backlinks)
    route('articles', 'routes/admin/articles.tsx'),
    route('articles/new', 'routes/admin/article-new.tsx'),
    route('articles/edit/:articleId', 'routes/admin/article-edit.tsx'),
    route('articles/view/:articleId', 'routes/admin/article-view.tsx'),
    route('articles/backlinks/:articleId', 'routes/admin/article-backlinks.tsx'),
    route('articleCategories', 'routes/admin/article-categories.tsx'),
    route('tags', 'routes/admin/tags.tsx'),
    // content: site lists and inbox (FAQ, trusted companies, form submissions, attachment requests)
    route('faq', 'routes/admin/faq.tsx'),
    route('trustedCompanies', 'routes/admin/trusted-companies.tsx'),
    route('form-submission', 'routes/admin/form-submissions.tsx'),
    route('attachmentRequests', 'routes/admin/attachment-requests.tsx'),
    // content: page editors and the survey
    route('pages', 'routes/admin/pages.tsx'),
    route('products/:slug', 'routes/admin/page-editor.tsx', { id: 'admin-product-editor' }),
    route('services/:slug', 'routes/admin/page-editor.tsx', { id: 'admin-service-editor' }),
    route('pages/:slug', 'routes/admin/page-editor.tsx', { id: 'admin-standalone-page-editor' }),
    route('servey/assessment', 'routes/admin/survey-admin.tsx'),
    // content: the site settings (the footer's contacts, issue 15)
    route('siteSettings', 'routes/admin/site-settings.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),

  // an assessor's personal invitation link (issue 6): public, no sign-in, its own small layout
  route('invitation/:token', 'routes/invitation.tsx'),
  // its short address, for SMS and copied links (issue 23): redirects to the one above
  route('i/:token', 'routes/invitation-short.ts'),

  // report layout (issue 7): the report screen and its print view (what the server prints to PDF)
  layout('routes/layouts/report.tsx', [
    route('reports/:assessmentId', 'routes/reports/report.tsx'),
    route('reports/:assessmentId/print', 'routes/reports/report-print.tsx'),
  ]),
] satisfies RouteConfig;
