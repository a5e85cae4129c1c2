/** Layout route of every signed-in area: the shell around the page. */
import { Outlet } from 'react-router';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';

export default function ShellRoute() {
  return (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  );
}
