/**
 * Layout route of every signed-in area: the shell around the page, inside the GeoTender theme of
 * the component library. Amplify UI's stylesheet is loaded here, in the signed-in chunk, so the
 * public pages (the landing page above all) never download it.
 */
import '@aws-amplify/ui-react/styles.css';
import '@/styles/app.css';
import { ThemeProvider } from '@aws-amplify/ui-react';
import { Outlet } from 'react-router';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { geoTenderTheme } from '@/styles/theme';

export default function ShellRoute() {
  return (
    <ThemeProvider theme={geoTenderTheme}>
      <DashboardLayout>
        <Outlet />
      </DashboardLayout>
    </ThemeProvider>
  );
}
