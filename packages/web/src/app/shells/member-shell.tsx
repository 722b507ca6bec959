import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Box, Drawer, Toolbar } from '@mui/material';
import { useNavigate } from 'react-router';
import { currentSport, memberFeatures, profileDobIso } from '@portal/domain/profile/profile.rules';
import type { Profile } from '@portal/domain/profile/profile.contract';
import type { SiteSettings } from '@portal/domain/shared/platform.contract';
import { isAdult, todayIn } from '@portal/domain/shared/time';
import { SportProfileSelect } from '../../components/sport-profile-select';
import { useAuth } from '../../lib/auth';
import { CART_OPEN_EVENT, cartCount, subscribeCart } from '../../lib/cart-storage';
import { useSettings } from '../../lib/settings';
import { useChosenSport } from '../../lib/sport-profile';
import { useProfile } from '../../lib/member';
import { MemberNav } from './member-nav';
import { MemberTopBar } from './member-top-bar';
import { usePersonChoice } from './use-person-choice';
import { MAIN_ID, mainFocus, SkipLink } from './skip-link';
import { useLogout } from './use-logout';

const DRAWER = 260;

// The store's cart drawer (spec 002 §2), loaded the first time it opens: most pages never need it.
const CartDrawer = lazy(async () => ({ default: (await import('../../store/cart-drawer')).CartDrawer }));

/** spec 000 §2.1: the profile page takes the sport profile in its query. */
const profileLink = (sport: string) =>
  sport ? `/member/profile?sport=${encodeURIComponent(sport)}` : '/member/profile';

/** What the member's menu offers them (spec 000 §2.3). */
function featuresOf(p: Profile, settings: SiteSettings) {
  const dobIso = profileDobIso(p.dob);
  return memberFeatures(
    { ...p, dobIso },
    { statsEnabled: settings.statsEnabled, isAdult: isAdult(dobIso, todayIn(settings.timeZone)) },
  );
}

function useCartCount(): number {
  return useSyncExternalStore(subscribeCart, cartCount);
}

/** The store's cart drawer: loaded the first time it opens, from the top bar or when something is added (CART_OPEN_EVENT). */
function useCartDrawer() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const show = () => {
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener(CART_OPEN_EVENT, show);
    return () => window.removeEventListener(CART_OPEN_EVENT, show);
  }, []);
  return {
    open,
    loaded,
    toggle: () => {
      setLoaded(true);
      setOpen(!open);
    },
    close: () => setOpen(false),
  };
}

/**
 * A page that names its sport in the query (profile, membership) follows a new choice, as its drawer link would. It
 * reads the address bar, not this render's location: while a code-split page is still loading, the shell shows the page
 * before it, and a choice made then must move the new page's query.
 */
function useFollowSport() {
  const navigate = useNavigate();
  return (s: string) => {
    const query = new URLSearchParams(window.location.search);
    if (!query.has('sport')) return;
    query.set('sport', s);
    void navigate({ pathname: window.location.pathname, search: `?${query}` }, { replace: true });
  };
}

/** The left drawer: a temporary one opened by the menu button on a phone, a permanent one on a desktop. */
function ShellDrawers({
  drawer,
  mobileOpen,
  onClose,
}: {
  drawer: ReactNode;
  mobileOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Box sx={{ width: { md: DRAWER }, flexShrink: { md: 0 } }}>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER } }}
      >
        {drawer}
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          '& .MuiDrawer-paper': { width: DRAWER, boxSizing: 'border-box' },
        }}
      >
        {drawer}
      </Drawer>
    </Box>
  );
}

/** spec 000 §2.3 member shell: top bar (dashboard, cart badge, first name, logout) and the left drawer. */
export function MemberShell({ children }: { children: ReactNode }) {
  const { token } = useAuth();
  const settings = useSettings();
  const profile = useProfile(token);
  const [mobileOpen, setMobileOpen] = useState(false);
  const count = useCartCount();
  const cart = useCartDrawer();
  const p = profile.data;
  const chosen = useChosenSport();
  const sport = p ? currentSport(p, chosen) : '';
  const followQuery = useFollowSport();
  // spec 000 §4: a failed profile load signs out and goes to login. Only a server answer counts, and
  // profile.api.ts does it; a dropped connection keeps the member signed in (the dashboard offers a retry).

  const features = p ? featuresOf(p, settings) : null;
  const { logout, dialog: logoutDialog } = useLogout(count);
  const person = usePersonChoice(() => setMobileOpen(false)); // decision 246: whom the tab acts for

  // spec 000 §2.3: the menu's sport profile selector, on every member page (decision 105)
  const sportSelect = (
    <>
      {person.select}
      {p && p.sports.length > 0 && (
        <Box sx={{ px: 2, pt: 2, pb: 0.5 }}>
          <SportProfileSelect sports={p.sports} value={sport} onChosen={followQuery} fullWidth />
        </Box>
      )}
    </>
  );
  const drawer = (
    <>
      <Toolbar />
      <MemberNav
        ready={!profile.isPending && person.settled}
        features={features}
        sport={sport}
        onNavigate={() => setMobileOpen(false)}
        top={sportSelect}
        staff={(p?.staff_roles.length ?? 0) > 0}
      />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <MemberTopBar
        firstName={p?.firstname}
        profileLink={profileLink(sport)}
        cartCount={count}
        cartOpen={cart.open}
        onMenu={() => setMobileOpen(!mobileOpen)}
        onCart={cart.toggle}
        onLogout={() => void logout()}
      />
      <ShellDrawers drawer={drawer} mobileOpen={mobileOpen} onClose={() => setMobileOpen(false)} />
      {logoutDialog}
      {cart.loaded && (
        <Suspense fallback={null}>
          <CartDrawer open={cart.open} onClose={cart.close} />
        </Suspense>
      )}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, p: { xs: 1.5, sm: 3 }, minWidth: 0, ...mainFocus }}
      >
        <Toolbar />
        {person.banner}
        {children}
      </Box>
    </Box>
  );
}
