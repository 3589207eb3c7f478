import type { Route } from './+types/profile';
import { ProfilePage } from '../../features/profile/profile-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'profile.title') }];

export default function Profile() {
  return <ProfilePage />;
}
