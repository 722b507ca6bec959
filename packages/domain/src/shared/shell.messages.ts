// The shells' own texts (spec 000 §2.3 names the top bar's parts without wording them: ours, decision 118).
export const ShellMessages = {
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  dashboard: 'Dashboard',
  cart: 'Cart',
  cartItems: (count: number) => `Cart, ${count} items`,
  profile: 'Profile',
  logout: 'Logout',
  // a page that failed (decision 125)
  pageFailedTitle: 'This page could not load',
  pageFailedOffline:
    'Part of the portal could not be fetched: no connection. Please check your signal and reload the page.',
  reload: 'Reload',
  // ours: the way into the back-office for a member holding a staff role (decision 163)
  backOffice: 'Back-office',
  backOfficeText: "The association's staff pages",
  // ours: logout empties the cart (spec 002 §4), so it asks first when the cart holds something (decision 182)
  cartLogoutTitle: 'Sign out and empty your cart?',
  cartLogoutText: (items: number) =>
    `Your cart has ${items} ${items === 1 ? 'item' : 'items'}. Signing out empties it.`,
  stayIn: 'Stay signed in',
  signOut: 'Sign out',
  closeCart: 'Close cart',
  // ours: the member menu shows its links once whom they are for is known, so none moves under a tap (decision 356)
  menuLoading: 'Loading the menu',
} as const;
