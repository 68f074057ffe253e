/**
 * Every route of spec 1 §2, in one table. Public pages come from features/auth and features/legal;
 * protected pages render inside the shell. The same table drives the browser router and the tests.
 */
import { Navigate, type RouteObject } from 'react-router';
import { AdWizardPage } from '../features/ad-wizard/ad-wizard-page.tsx';
import { AdDetailPage } from '../features/ads/ad-detail-page.tsx';
import { AdsPage } from '../features/ads/ads-page.tsx';
import { AnalyticsPage } from '../features/analytics/analytics-page.tsx';
import { AuthSuccessPage } from '../features/auth/auth-success-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { CampaignCreatePage } from '../features/campaigns/campaign-create-page.tsx';
import { CampaignDetailPage } from '../features/campaigns/campaign-detail-page.tsx';
import { CampaignEditPage } from '../features/campaigns/campaign-edit-page.tsx';
import { CampaignsPage } from '../features/campaigns/campaigns-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { DataDeletionPage } from '../features/legal/data-deletion-page.tsx';
import { NotFoundPage } from '../features/legal/not-found-page.tsx';
import { PrivacyPolicyPage } from '../features/legal/privacy-policy-page.tsx';
import { TermsOfServicePage } from '../features/legal/terms-of-service-page.tsx';
import { NotificationsPage } from '../features/notifications/notifications-page.tsx';
import { OptimizationPage } from '../features/optimization/optimization-page.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { SettingsPage } from '../features/settings/settings-page.tsx';
import { AuthRoot } from './auth-root.tsx';
import { CampaignAdRedirect } from './legacy-redirects.tsx';
import { RouteErrorFallback } from './route-error-fallback.tsx';
import { HomeRedirect, RedirectIfAuthenticated, RequireAuth } from './route-guards.tsx';
import { AppLayout } from './shell/app-layout.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AuthRoot />,
    errorElement: <RouteErrorFallback fullScreen />,
    children: [
      { index: true, element: <HomeRedirect /> },

      // Open to everyone, signed in or not.
      { path: 'auth-success', element: <AuthSuccessPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'terms-of-service', element: <TermsOfServicePage /> },
      { path: 'data-deletion', element: <DataDeletionPage /> },

      // Moved addresses.
      { path: 'campaigns/create', element: <Navigate to="/campaign/create" replace /> },
      { path: 'campaigns/:campaignId/ads/create', element: <Navigate to="/ad/create" replace /> },
      { path: 'campaigns/:campaignId/ads/:adId', element: <CampaignAdRedirect /> },

      // Public pages a signed-in user is sent away from.
      {
        element: <RedirectIfAuthenticated />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },

      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                errorElement: <RouteErrorFallback />,
                children: [
                  { path: 'dashboard', element: <DashboardPage /> },
                  { path: 'campaigns', element: <CampaignsPage /> },
                  { path: 'campaign/create', element: <CampaignCreatePage /> },
                  { path: 'campaigns/:id', element: <CampaignDetailPage /> },
                  { path: 'campaigns/:id/edit', element: <CampaignEditPage /> },
                  { path: 'ads', element: <AdsPage /> },
                  { path: 'ad/create', element: <AdWizardPage mode="create" /> },
                  { path: 'ad/create-enhanced', element: <AdWizardPage mode="enhanced" /> },
                  { path: 'ads/:id', element: <AdDetailPage /> },
                  { path: 'ads/:id/edit', element: <AdWizardPage mode="edit" /> },
                  { path: 'analytics', element: <AnalyticsPage /> },
                  { path: 'optimization', element: <OptimizationPage /> },
                  { path: 'notifications', element: <NotificationsPage /> },
                  { path: 'profile', element: <ProfilePage /> },
                  { path: 'settings', element: <SettingsPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
