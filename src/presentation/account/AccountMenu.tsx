import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { displayName } from '../../domain/membership/Membership';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { MemberAbilities } from '../../domain/roles/MemberAbilities';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import type { NetworkShellPresenter } from '../shell';
import { ThemeMenuItems } from '../theme/ThemeChoiceViews';

/** Read by screen readers, not shown: the badge's number says it to the eye. */

/**
 * The member's account menu: who is signed in and their credits, Settings, Notifications with the
 * unread count, Surveys, Chat (when the network has it), Manage (network managers), Subscription on a paid network,
 * the theme, Log out. Arrow keys move, Escape closes (MUI Menu).
 */
export default observer(function AccountMenu({ anchor, shell, pathTo, onClose }: { anchor: HTMLElement | null; shell: NetworkShellPresenter; pathTo: (networkPath: string) => string; onClose: () => void }) {
  const i18n = useI18n();
  const center = usePresenter(PRESENTERS.NotificationCenter);
  // The count as it is now (the button's dot also asks again when the window regains focus).
  useEffect(() => void center.refresh(), [center]);
  const member = shell.membership;
  if (!member) return null;
  const unread = center.unreadCount;
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      <MenuItem disabled sx={{ opacity: '1 !important', display: 'block' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {i18n.t('community.menu.signedInAs', { name: displayName(member) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {i18n.t('community.menu.credits', { count: member.credits })}
        </Typography>
      </MenuItem>
      <Divider />
      <MenuItem component={RouterLink} to={pathTo(NETWORK_PATHS.settings)} onClick={onClose}>
        {i18n.t('community.menu.settings')}
      </MenuItem>
      <MenuItem component={RouterLink} to={pathTo(NETWORK_PATHS.notifications)} onClick={onClose}>
        <ListItemText>{i18n.t('community.menu.notifications')}</ListItemText>
        {unread > 0 && (
          <>
            <Badge color="secondary" badgeContent={unread} max={99} aria-hidden="true" sx={{ ml: 3, mr: 1 }} />
            <span className="visually-hidden">
              {`(${i18n.t('community.menu.unread', { count: unread })})`}
            </span>
          </>
        )}
      </MenuItem>
      {center.refused && (
        <MenuItem onClick={() => void center.refresh()}>
          <ListItemText primary={i18n.t('community.menu.unreadRefused')} secondary={i18n.t('common.retry')} slotProps={{ primary: { variant: 'body2' } }} />
        </MenuItem>
      )}
      <MenuItem component={RouterLink} to={pathTo(NETWORK_PATHS.surveys)} onClick={onClose}>
        {i18n.t('nav.surveys')}
      </MenuItem>
      <MenuItem component={RouterLink} to={pathTo(NETWORK_PATHS.coupons)} onClick={onClose}>
        {i18n.t('nav.coupons')}
      </MenuItem>
      {shell.network?.features.chat && (
        <MenuItem component={RouterLink} to={pathTo(NETWORK_PATHS.chat)} onClick={onClose}>
          {i18n.t('nav.chat')}
        </MenuItem>
      )}
      {new MemberAbilities(member).canAdminister && (
        <MenuItem component={RouterLink} to={pathTo(NETWORK_PATHS.manage)} onClick={onClose}>
          {i18n.t('community.menu.manage')}
        </MenuItem>
      )}
      {shell.offersSubscriptionSettings && (
        <MenuItem component={RouterLink} to={pathTo(NETWORK_PATHS.settingsSubscription)} onClick={onClose}>
          {i18n.t('community.menu.subscription')}
        </MenuItem>
      )}
      <Divider />
      <ThemeMenuItems />
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          void shell.signOutClicked();
        }}
      >
        {i18n.t('community.menu.logOut')}
      </MenuItem>
    </Menu>
  );
});
