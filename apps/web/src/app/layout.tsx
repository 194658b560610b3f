import type { Me } from '@app/shared';
import { can } from '@app/shared/permissions';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import {
  Alert,
  AppBar,
  Box,
  Breadcrumbs,
  Button,
  Drawer,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Outlet, Link as RouterLink, type UIMatch, useLocation, useMatches, useNavigate } from 'react-router';
import { MessageStack } from '../components/message-stack';
import { useMessages } from '../components/messages';
import { OfflineNotice } from '../components/offline-banner';
import { PageLoader } from '../components/page-loader';
import { useAuth, useCurrentUser } from '../lib/auth';
import { localErrorText } from '../lib/i18n/error-text';
import { languageOf, t } from '../lib/i18n/i18n';
import { LanguageGate } from '../lib/i18n/language-gate';
import type { RouteHandle } from '../lib/route-handle';
import { useKeptViewOnlyAt } from '../lib/use-kept-view';
import { LiveUpdates } from './live-updates';
import { navItemsFor, navLabel, navPath } from './navigation';
import { LAYOUT_TEXTS, navText } from './navigation-texts';
import { SettingsGate } from './settings-gate';

const DRAWER_WIDTH = 220;

// The language menu loads beside the page, not in its first download (MUI's menu is ~8 kB brotli).
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

function useCrumbs(roles: Me['roleList']): Array<{ label: string; to: string; link: boolean }> {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
  return matches
    .filter((m) => m.handle?.crumb)
    .map((m) => {
      const crumb = m.handle?.crumb;
      const action = m.handle?.crumbAction;
      return {
        label: typeof crumb === 'function' ? crumb(m) : navText(crumb ?? ''),
        to: m.pathname,
        link: !action || can({ roles }, action),
      };
    });
}

function ImpersonationBanner() {
  const user = useCurrentUser();
  const { stopImpersonating } = useAuth();
  const navigate = useNavigate();
  const { push } = useMessages();
  if (!user.impersonatedBy) return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      data-testid="impersonation-banner"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() =>
            stopImpersonating()
              .then(() => navigate('/users/team'))
              .catch((err) => localErrorText(err, t(LAYOUT_TEXTS.couldNotReturn)).then((text) => push(text)))
          }
        >
          {t(LAYOUT_TEXTS.backTo, { name: user.impersonatedBy.name })}
        </Button>
      }
    >
      {t(LAYOUT_TEXTS.viewingAs, { name: user.name })}
    </Alert>
  );
}

/**
 * The signed-in app: the person's language (LanguageGate: its catalogue only) and the business time
 * zone (SettingsGate), loaded side by side, then the layout. The gates load with the layout, not
 * with the sign-in page.
 */
export function AppLayout() {
  const user = useCurrentUser();
  return (
    <LanguageGate language={languageOf(user)}>
      <SettingsGate>
        <LiveUpdates />
        <LayoutFrame />
      </SettingsGate>
    </LanguageGate>
  );
}

/** The signed-in layout: top bar, breadcrumb, side navigation, messages. */
function LayoutFrame() {
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  useKeptViewOnlyAt(location.pathname);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const crumbs = useCrumbs(user.roleList);
  // Offline, every page says so: those with a banner of their own (from when their copy is) draw it.
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
  const ownOfflineBanner = matches.some((m) => m.handle?.ownOfflineBanner);
  const items = navItemsFor(user.roleList);

  // The longest menu path the address starts with is the page's item (My profile's /users/{me} within /users).
  const paths = items.map((item) => navPath(item, user));
  const within = (path: string) =>
    path === '/' ? location.pathname === '/' : location.pathname === path || location.pathname.startsWith(`${path}/`);
  const current = paths.filter(within).sort((a, b) => b.length - a.length)[0];
  const isActive = (path: string) => path === current;
  const logOut = () => void signOut().then(() => navigate('/login', { replace: true }));

  const nav = (
    <Box component="nav" aria-label={t(LAYOUT_TEXTS.mainNavigation)}>
      <Toolbar />
      <List>
        {items.map((item) => (
          // A list holds list items only: each link sits in its own (axe 'list').
          <ListItem key={item.path} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={navPath(item, user)}
              selected={isActive(navPath(item, user))}
              aria-current={isActive(navPath(item, user)) ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              <ListItemText primary={navText(navLabel(item, user.roleList))} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton color="inherit" edge="start" aria-label={t(LAYOUT_TEXTS.openNavigation)} onClick={() => setOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Box
            component={RouterLink}
            to="/"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
          >
            {/* On a phone the logo alone is the link home: it carries the name. */}
            <img src="/logo.svg" alt={wide ? '' : t(LAYOUT_TEXTS.productName)} width={28} height={28} />
            {wide && (
              <Typography variant="h6" component="span" noWrap>
                {t(LAYOUT_TEXTS.productName)}
              </Typography>
            )}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Suspense fallback={<Box sx={{ width: 44 }} />}>
            <LanguageMenu />
          </Suspense>
          {/* One line whatever the name: a taller bar would hide the top of the page under it. */}
          <Button color="inherit" component={RouterLink} to={`/users/${user.id}`} sx={{ textTransform: 'none', minWidth: 0 }}>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {user.name}
            </Box>
          </Button>
          {/* On a phone the icon alone, named by the word (Déconnexion does not fit beside a name at 390 px). */}
          {phone ? (
            <IconButton color="inherit" edge="end" aria-label={t(LAYOUT_TEXTS.logout)} onClick={logOut}>
              <LogoutIcon />
            </IconButton>
          ) : (
            <Button color="inherit" startIcon={<LogoutIcon />} onClick={logOut} sx={{ flexShrink: 0 }}>
              {t(LAYOUT_TEXTS.logout)}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
      >
        {nav}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        <ImpersonationBanner />
        <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
          <Breadcrumbs aria-label={t(LAYOUT_TEXTS.breadcrumb)} sx={{ mb: 2 }}>
            {crumbs.map((c, i) =>
              i === crumbs.length - 1 || !c.link ? (
                <Typography key={c.to} color="text.primary">
                  {c.label}
                </Typography>
              ) : (
                <Link key={c.to} component={RouterLink} to={c.to} underline="hover" color="inherit">
                  {c.label}
                </Link>
              ),
            )}
          </Breadcrumbs>
          {!ownOfflineBanner && <OfflineNotice />}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <MessageStack />
    </Box>
  );
}
