import { Link } from '@app/shared/router';

/** Where a failed LinkedIn login is fixed: Profile's "LinkedIn account" section (product §2.8). */
export function LinkedinAccountLink() {
  return <Link to="/profile#linkedin-account">Fix your LinkedIn account in your profile</Link>;
}
