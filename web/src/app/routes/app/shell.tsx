/**
 * Layout route of every signed-in area: the shell around the page with the notification bell in its
 * header (part 1, 2.14), the signed-in person's language kept on their profile (i18n/profile-language.tsx), inside the GeoTender theme of
 * the component library. Amplify UI's stylesheet is loaded here, in the signed-in chunk, so the
 * public pages (the landing page above all) never download it.
 */
import '@aws-amplify/ui-react/styles.css';
import '@/styles/app.css';
import { ThemeProvider } from '@aws-amplify/ui-react';
import { Outlet } from 'react-router';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { geoTenderTheme } from '@/styles/theme';
import { loadParts } from '@/i18n/i18n';
import { ProfileLanguage } from '@/i18n/profile-language';

await loadParts('app');

export default function ShellRoute() {
  return (
    <ThemeProvider theme={geoTenderTheme}>
      <ProfileLanguage />
      <DashboardLayout headerActions={<NotificationBell />}>
        <Outlet />
      </DashboardLayout>
    </ThemeProvider>
  );
}
