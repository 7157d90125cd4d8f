import { isProfileTab, type ProfileTab } from '#shared/users/profile-completion';
import { hasAnyRole, hasRole, SELLER_SIDE_ROLES, type RoleHolder } from '#shared/users/roles';

/**
 * The profile tabs a user sees (docs/requirements.md#r2-8): buyer tabs (text alerts among them) for buyers, the buy box for owners and
 * buyers, seller preferences for originators, integrations (the offer webhook) for the seller side;
 * admins, being privileged, see them all.
 */
export function visibleProfileTabs(user: RoleHolder): ProfileTab[] {
  const admin = hasRole(user, 'admin');
  const tabs: ProfileTab[] = ['profile'];
  if (admin || hasRole(user, 'buyer')) tabs.push('preferences', 'buyer-preferences', 'texts');
  if (admin || hasAnyRole(user, ['owner', 'buyer'])) tabs.push('buybox');
  if (admin || hasRole(user, 'originator')) tabs.push('seller-preferences');
  tabs.push('company');
  // The offer-submitted webhook (docs/requirements.md#r1-11) is for the seller side.
  if (hasAnyRole(user, SELLER_SIDE_ROLES)) tabs.push('integrations');
  tabs.push('roles', 'password');
  return tabs;
}

/** The tab to show for `?tab=`: the asked one when the user has it, else the first. */
export function selectedProfileTab(user: RoleHolder, asked: string | null): ProfileTab {
  const tabs = visibleProfileTabs(user);
  return isProfileTab(asked) && tabs.includes(asked) ? asked : 'profile';
}
