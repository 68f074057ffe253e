/**
 * Every route of spec 1 §2, in one table. Public pages come from features/auth and features/legal;
 * protected pages render inside the shell. The same table drives the browser router and the tests.
 * Every page and the shell are loaded on first visit (lazyNamed), so each route downloads only its own code.
 */
import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { lazyNamed } from '../lib/lazy-named.ts';
import { AuthRoot } from './auth-root.tsx';
import { CampaignAdRedirect } from './legacy-redirects.tsx';
import { RouteErrorFallback } from './route-error-fallback.tsx';
import { HomeRedirect, RedirectIfAuthenticated, RequireAuth } from './route-guards.tsx';

const AdWizardPage = lazyNamed(() => import('../features/ad-wizard/ad-wizard-page.tsx'), 'AdWizardPage');
const AdDetailPage = lazyNamed(() => import('../features/ads/ad-detail-page.tsx'), 'AdDetailPage');
const AdsPage = lazyNamed(() => import('../features/ads/ads-page.tsx'), 'AdsPage');
const AnalyticsPage = lazyNamed(() => import('../features/analytics/analytics-page.tsx'), 'AnalyticsPage');
const AuthSuccessPage = lazyNamed(() => import('../features/auth/auth-success-page.tsx'), 'AuthSuccessPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const VerifyEmailPage = lazyNamed(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage');
const CampaignCreatePage = lazyNamed(() => import('../features/campaigns/campaign-create-page.tsx'), 'CampaignCreatePage');
const CampaignDetailPage = lazyNamed(() => import('../features/campaigns/campaign-detail-page.tsx'), 'CampaignDetailPage');
const CampaignEditPage = lazyNamed(() => import('../features/campaigns/campaign-edit-page.tsx'), 'CampaignEditPage');
const CampaignsPage = lazyNamed(() => import('../features/campaigns/campaigns-page.tsx'), 'CampaignsPage');
const DashboardPage = lazyNamed(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage');
const DataDeletionPage = lazyNamed(() => import('../features/legal/data-deletion-page.tsx'), 'DataDeletionPage');
const NotFoundPage = lazyNamed(() => import('../features/legal/not-found-page.tsx'), 'NotFoundPage');
const PrivacyPolicyPage = lazyNamed(() => import('../features/legal/privacy-policy-page.tsx'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyNamed(() => import('../features/legal/terms-of-service-page.tsx'), 'TermsOfServicePage');
const NotificationsPage = lazyNamed(() => import('../features/notifications/notifications-page.tsx'), 'NotificationsPage');
const OptimizationPage = lazyNamed(() => import('../features/optimization/optimization-page.tsx'), 'OptimizationPage');
const ProfilePage = lazyNamed(() => import('../features/profile/profile-page.tsx'), 'ProfilePage');
const SettingsPage = lazyNamed(() => import('../features/settings/settings-page.tsx'), 'SettingsPage');
const FacebookConnectionCard = lazyNamed(
  () => import('../features/facebook/components/facebook-connection-card.tsx'),
  'FacebookConnectionCard',
);
const AppLayout = lazyNamed(() => import('./shell/app-layout.tsx'), 'AppLayout');

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AuthRoot />,
    errorElement: <RouteErrorFallback fullScreen />,
    children: [
      { index: true, element: <HomeRedirect /> },

      // Open to everyone, signed in or not.
      { path: 'auth-success', element: <AuthSuccessPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
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
                  { path: 'settings', element: <SettingsPage connections={<FacebookConnectionCard />} /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
