/** The dashboard entry goes to the admin area for admins, to the profile for everyone else. */
export function dashboardPathFor(isAdmin: boolean): string {
  return isAdmin ? '/admin/dashboard' : '/profile';
}
