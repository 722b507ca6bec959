import { useState } from 'react';
import {
  AppBar,
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  Menu,
  MenuItem,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router';
import { ShellMessages as M } from '@portal/domain/shared/shell.messages';
import { AssociationName } from './association-name';

interface Props {
  firstName: string | undefined;
  profileLink: string;
  cartCount: number;
  cartOpen: boolean;
  onMenu: () => void;
  onCart: () => void;
  onLogout: () => void;
}

/**
 * spec 000 §2.3 member top bar: dashboard button, cart button with its badge, the member's first name, and logout.
 * Logout keeps its place at the end, labelled from sm up and set apart from the name by a rule and a gap, so a tap
 * meant for the name does not sign out (decision 118).
 */
export function MemberTopBar({ firstName, profileLink, cartCount, cartOpen, onMenu, onCart, onLogout }: Props) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  return (
    <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={M.openMenu}
          onClick={onMenu}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component="div"
          sx={{ flexGrow: 1, fontSize: { xs: 17, sm: 20 }, minWidth: 0, display: 'flex' }}
        >
          <AssociationName />
        </Typography>
        <Tooltip title={M.dashboard}>
          <IconButton color="inherit" component={RouterLink} to="/member/account" aria-label={M.dashboard}>
            <DashboardIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={M.cart}>
          <IconButton color="inherit" onClick={onCart} aria-label={M.cartItems(cartCount)} aria-expanded={cartOpen}>
            <Badge badgeContent={cartCount} color="secondary" showZero={false}>
              <ShoppingCartIcon />
            </Badge>
          </IconButton>
        </Tooltip>
        <Button
          color="inherit"
          onClick={(e) => setMenuAnchor(e.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={Boolean(menuAnchor)}
          sx={{ maxWidth: { xs: 96, sm: 160 }, minWidth: 44, px: 1, flexShrink: 0 }}
        >
          <Typography noWrap component="span">
            {firstName ?? '…'}
          </Typography>
        </Button>
        <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
          <MenuItem component={RouterLink} to={profileLink} onClick={() => setMenuAnchor(null)}>
            {M.profile}
          </MenuItem>
        </Menu>
        <Divider
          orientation="vertical"
          flexItem
          sx={{ borderColor: 'rgba(255,255,255,0.5)', mx: { xs: 0.5, sm: 1 }, my: 1.5 }}
        />
        <Button
          color="inherit"
          onClick={onLogout}
          aria-label={M.logout}
          sx={{ minWidth: 44, px: { xs: 1, sm: 1.5 }, mr: { xs: -1, sm: 0 } }}
        >
          <LogoutIcon />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1 }}>
            {M.logout}
          </Box>
        </Button>
      </Toolbar>
    </AppBar>
  );
}
