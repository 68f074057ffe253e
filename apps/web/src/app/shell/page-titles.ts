/** What the mobile header says for each page (spec 1 §2 "Shell") and where it offers the create-ad button. */

export interface PageTitle {
  title: string;
  subtitle?: string;
}

const titles: Record<string, PageTitle> = {
  '/dashboard': { title: 'Dashboard', subtitle: 'Overview of your campaigns' },
  '/campaigns': { title: 'Campaigns', subtitle: 'Manage your ad campaigns' },
  '/ads': { title: 'Ads', subtitle: 'View and manage your ads' },
  '/ad/create': { title: 'Create Ad', subtitle: 'Create new advertisement' },
  '/ad/create-enhanced': { title: 'Create Ad', subtitle: 'AI-powered ad creation' },
  '/profile': { title: 'Profile' },
  '/settings': { title: 'Settings' },
};

export const DEFAULT_TITLE: PageTitle = { title: 'Ads Creative' };

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export const mobilePageTitle = (pathname: string): PageTitle => titles[normalize(pathname)] ?? DEFAULT_TITLE;

const createAdPaths = new Set(['/dashboard', '/campaigns', '/ads']);
export const showsCreateAdButton = (pathname: string) => createAdPaths.has(normalize(pathname));
