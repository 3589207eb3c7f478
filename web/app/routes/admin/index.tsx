import { redirect } from 'react-router';

/** /admin itself has no page: the dashboard is the start. */
export function loader() {
  return redirect('/admin/dashboard');
}

export function clientLoader() {
  return redirect('/admin/dashboard');
}

export default function AdminIndex() {
  return null;
}
