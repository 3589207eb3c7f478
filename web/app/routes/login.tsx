import type { Route } from './+types/login';
import { LoginPage } from '../features/auth/login-page.tsx';
import { pageDescription, pageTitle } from '../lib/meta.ts';
import { QueryProvider } from '../lib/query-provider.tsx';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'auth.title') },
  { name: 'description', content: pageDescription(matches, 'auth.description') },
  { name: 'robots', content: 'noindex' },
];

export default function Login() {
  return (
    <QueryProvider>
      <LoginPage />
    </QueryProvider>
  );
}
