import { isProfileTab, type ProfileTab } from '../../../../shared/src/profile-completion';
import { hasAnyRole, hasRole, type RoleHolder } from '../../../../shared/src/roles';

/**
 * The profile tabs a user sees (SPEC §2; integrations come with a later issue): buyer tabs for
 * buyers, the buy box for owners and buyers, seller preferences for originators; admins, being
 * privileged, see them all.
 */
export function visibleProfileTabs(user: RoleHolder): ProfileTab[] {
  const admin = hasRole(user, 'admin');
  const tabs: ProfileTab[] = ['profile'];
  if (admin || hasRole(user, 'buyer')) tabs.push('preferences', 'buyer-preferences');
  if (admin || hasAnyRole(user, ['owner', 'buyer'])) tabs.push('buybox');
  if (admin || hasRole(user, 'originator')) tabs.push('seller-preferences');
  tabs.push('company', 'roles', 'password');
  return tabs;
}

/** The tab to show for `?tab=`: the asked one when the user has it, else the first. */
export function selectedProfileTab(user: RoleHolder, asked: string | null): ProfileTab {
  const tabs = visibleProfileTabs(user);
  return isProfileTab(asked) && tabs.includes(asked) ? asked : 'profile';
}
