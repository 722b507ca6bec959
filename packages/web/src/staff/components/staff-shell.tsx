import { useState, type ReactNode } from 'react';
import { AppBar, Box, Button, Drawer, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link } from 'react-router';
import { StaffRoleLabels, StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { useAuth } from '../../lib/auth';
import { useStaffMe } from '../../lib/staff-me';
import { StaffNav } from './staff-nav';

const NAV = 220;

/**
 * The back-office's frame, desktop and tablet first: an app bar naming the signed-in staff member and their roles,
 * with the way back to the member portal and logout, and the side navigation (a drawer below 900 px).
 */
export function StaffShell({ children }: { children: ReactNode }) {
  const me = useStaffMe();
  const { signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const logout = async () => {
    await signOut();
    window.location.assign('/');
  };
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={T.openMenu}
            onClick={() => setOpen(!open)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            {T.backOffice}
          </Typography>
          <Box sx={{ textAlign: 'right', lineHeight: 1.2, mr: 1 }} data-testid="staff-identity">
            <Typography component="div" sx={{ fontWeight: 500 }}>
              {me.name}
            </Typography>
            <Typography component="div" variant="caption">
              {me.roles.map((r) => StaffRoleLabels[r]).join(', ')}
            </Typography>
          </Box>
          <Button
            color="inherit"
            component={Link}
            to="/member/account"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {T.memberPortal}
          </Button>
          <Button color="inherit" onClick={() => void logout()} startIcon={<LogoutIcon />}>
            {T.logout}
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ width: { md: NAV }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: NAV } }}
        >
          <Toolbar />
          <StaffNav onNavigate={() => setOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: NAV, boxSizing: 'border-box' } }}
        >
          <Toolbar />
          <StaffNav />
        </Drawer>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
