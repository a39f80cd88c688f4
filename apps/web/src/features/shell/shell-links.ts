// Destinations of the signed-in top bar, shared by the desktop menu and the narrow-screen menu.

export interface ShellLink {
  to: string;
  label: string;
}

export const DASHBOARD_LINK: ShellLink = { to: '/dashboard', label: 'Dashboard' };

export const ACCOUNT_LINKS: readonly ShellLink[] = [
  { to: '/profile', label: 'Profile' },
  { to: '/my-plan', label: 'My Plan' },
  { to: '/redeem-code', label: 'Redeem Code' },
];
