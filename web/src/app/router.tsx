/**
 * The route tree (spec part 1, 2.1): the landing page is in the entry chunk; every other page is a
 * lazy chunk, public pages apart from the signed-in areas, each area behind RequireRole.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { ROLES } from '@domain/roles';
import { PageSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { RequireRole } from '@/lib/authorization';
import { needToastsSoon } from '@/lib/toaster';
import { RouteError } from './routes/route-error';
import { LandingRoute } from './routes/landing';

type PageModule = { default: ComponentType };
// Every page but the landing page may show toasts: once one has loaded, the toast area mounts (lib/toaster.tsx).
const page = (load: () => Promise<PageModule>) => async () => {
  const { default: Component } = await load();
  needToastsSoon();
  return { Component };
};
const shell = () =>
  import('./routes/app/shell').then((m) => {
    needToastsSoon();
    return { Component: m.default };
  });

const publicRoutes: RouteObject[] = [
  { index: true, Component: LandingRoute },
  { path: paths.login.path, lazy: page(() => import('./routes/auth/login')) },
  { path: paths.register.path, lazy: page(() => import('./routes/auth/register')) },
  { path: paths.resetPassword.path, lazy: page(() => import('./routes/auth/reset-password')) },
  { path: paths.approvalPending.path, lazy: page(() => import('./routes/auth/approval-pending')) },
  { path: paths.unauthorized.path, lazy: page(() => import('./routes/unauthorized')) },
  { path: paths.privacyPolicy.path, lazy: page(() => import('./routes/legal/privacy-policy')) },
  { path: paths.termsOfService.path, lazy: page(() => import('./routes/legal/terms-of-service')) },
  { path: paths.contact.path, lazy: page(() => import('./routes/contact')) },
  { path: paths.unsubscribe.path, lazy: page(() => import('./routes/unsubscribe')) },
];

const accountRoutes: RouteObject = {
  element: <RequireRole roles={ROLES} />,
  children: [
    {
      lazy: shell,
      children: [
        { path: paths.account.root.path, lazy: page(() => import('./routes/app/account')) },
        { path: paths.account.profile.path, lazy: page(() => import('./routes/app/account-profile')) },
        { path: paths.account.notifications.path, lazy: page(() => import('./routes/app/account-notifications')) },
        { path: paths.profile.path, lazy: page(() => import('./routes/app/profile')) },
      ],
    },
  ],
};

const geodesistRoutes: RouteObject = {
  element: <RequireRole roles={['geodesist']} />,
  children: [
    {
      lazy: shell,
      children: [
        { path: paths.geodesist.dashboard.path, lazy: page(() => import('./routes/app/geodesist/dashboard')) },
        { path: paths.geodesist.browse.path, lazy: page(() => import('./routes/app/geodesist/browse')) },
        { path: paths.geodesist.history.path, lazy: page(() => import('./routes/app/geodesist/history')) },
        { path: paths.geodesist.tender.path, lazy: page(() => import('./routes/app/geodesist/tender')) },
        { path: paths.geodesist.deliver.path, lazy: page(() => import('./routes/app/geodesist/deliver')) },
      ],
    },
  ],
};

const posterRoutes: RouteObject = {
  element: <RequireRole roles={['tenderPoster']} />,
  children: [
    {
      lazy: shell,
      children: [
        { path: paths.tenderPoster.dashboard.path, lazy: page(() => import('./routes/app/tender-poster/dashboard')) },
        { path: paths.tenderPoster.addTender.path, lazy: page(() => import('./routes/app/tender-poster/add-tender')) },
        { path: paths.tenderPoster.editTender.path, lazy: page(() => import('./routes/app/tender-poster/edit-tender')) },
        { path: paths.tenderPoster.tender.path, lazy: page(() => import('./routes/app/tender-poster/tender')) },
        { path: paths.tenderPoster.tenderStatus.path, lazy: page(() => import('./routes/app/tender-poster/tender-status')) },
      ],
    },
  ],
};

const adminRoutes: RouteObject = {
  element: <RequireRole roles={['admin']} />,
  children: [
    {
      lazy: shell,
      children: [
        { path: paths.admin.dashboard.path, lazy: page(() => import('./routes/app/admin/dashboard')) },
        { path: paths.admin.users.path, lazy: page(() => import('./routes/app/admin/users')) },
        { path: paths.admin.tender.path, lazy: page(() => import('./routes/app/admin/tender')) },
        { path: paths.admin.tenders.path, lazy: page(() => import('./routes/app/admin/tenders')) },
        { path: paths.admin.emailTest.path, lazy: page(() => import('./routes/app/admin/email-test')) },
        { path: paths.admin.settings.path, lazy: page(() => import('./routes/app/admin/settings')) },
        { path: paths.admin.deadLetters.path, lazy: page(() => import('./routes/app/admin/dead-letters')) },
      ],
    },
  ],
};

const router = createBrowserRouter([
  {
    path: '/',
    element: <Outlet />,
    HydrateFallback: PageSkeleton,
    errorElement: <RouteError />,
    children: [...publicRoutes, accountRoutes, geodesistRoutes, posterRoutes, adminRoutes, { path: '*', lazy: page(() => import('./routes/not-found')) }],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
