import { Outlet } from 'react-router';
import { QueryProvider } from '../../lib/query-provider.tsx';

/**
 * The `report` layout (/reports/*): no header, footer or navigation, a white A4-wide page that
 * prints as it shows.
 */
export default function ReportLayout() {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="mx-auto min-h-dvh max-w-[210mm] bg-white px-4 py-6 sm:px-6 print:max-w-none print:p-0 focus:outline-none"
    >
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    </main>
  );
}
