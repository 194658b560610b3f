import { MESSAGES } from '@app/shared/messages';
import {
  Box,
  Button,
  CircularProgress,
  FormControl,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
  Paper,
  Typography,
} from '@mui/material';
import type { AlertProps } from '@mui/material/Alert';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { isPhone, landingPath } from '../../lib/landing';
import { useRequestLoginLink } from './api/request-login-link';

// The page's alerts answer the server, so their code is not needed to draw the form: it loads when
// the form is sent (or a link is tried), beside the request, and is there by the time the answer is.
const loadAlert = () => import('@mui/material/Alert');
const LazyAlert = lazy(loadAlert);

function PageAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <LazyAlert {...props} />
    </Suspense>
  );
}

/**
 * An outlined text box with its label, as TextField draws it, from its parts: TextField brings the
 * select box and its menu with it, which the first page of the app has no use for.
 */
function LoginField({ label, ...input }: OutlinedInputProps & { label: string }) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}

/** Only same-site paths are followed after sign-in. */
function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export function LoginPage() {
  const { user, signIn, signInWithLink } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Too many failed attempts: the owner is offered a sign-in link by e-mail instead.
  const [locked, setLocked] = useState(false);
  const [busy, setBusy] = useState(false);
  const loginLink = useRequestLoginLink();
  const linkToken = params.get('token');
  const redirect = safeRedirect(params.get('redirect'));
  const linkTried = useRef(false);

  useEffect(() => {
    if (!linkToken || linkTried.current) return;
    linkTried.current = true;
    void loadAlert();
    setBusy(true);
    signInWithLink(linkToken)
      .then((session) =>
        navigate(session.mustChangePassword ? `/users/${session.id}` : landingPath(redirect, session.roleList, isPhone()), {
          replace: true,
        }),
      )
      .catch((err) => {
        setError(errorText(err, 'Could not sign in with this link'));
        setBusy(false);
      });
  }, [linkToken, redirect, navigate, signInWithLink]);

  if (user && !linkToken) return <Navigate to={landingPath(redirect, user.roleList, isPhone())} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    void loadAlert();
    setBusy(true);
    setError(null);
    setLocked(false);
    loginLink.reset();
    try {
      const session = await signIn({ email, password });
      navigate(session.mustChangePassword ? `/users/${session.id}` : landingPath(redirect, session.roleList, isPhone()), {
        replace: true,
      });
    } catch (err) {
      setError(errorText(err, 'Could not sign in'));
      setLocked(err instanceof ApiError && err.status === 429);
      setBusy(false);
    }
  }

  function sendLink() {
    loginLink.mutate({ email: email.trim() });
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper component="form" onSubmit={submit} sx={{ p: 4, width: '100%', maxWidth: 400 }} aria-label="Sign in">
        {/* A column as Stack draws it (spacing 2), without Stack's code in the first download. */}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <img src="/logo.svg" alt="" width={40} height={40} />
            <Typography variant="h5" component="h1">
              Sign in
            </Typography>
          </Box>
          {error && (
            <PageAlert severity="error" role="alert">
              {error}
            </PageAlert>
          )}
          {locked && !loginLink.isSuccess && (
            <Button
              variant="outlined"
              onClick={sendLink}
              disabled={loginLink.isPending || email.trim() === ''}
              startIcon={loginLink.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {MESSAGES.emailMeSignInLink}
            </Button>
          )}
          {loginLink.isSuccess && (
            <PageAlert severity="info" role="status" data-testid="login-link-sent">
              {loginLink.data.message}
            </PageAlert>
          )}
          {loginLink.isError && (
            <PageAlert severity="error" role="alert">
              {errorText(loginLink.error, 'Could not send the sign-in link')}
            </PageAlert>
          )}
          {linkToken && busy ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <CircularProgress size={24} /> <Typography>Signing you in…</Typography>
            </Box>
          ) : (
            <>
              <LoginField
                label="Email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoFocus
                fullWidth
              />
              <LoginField
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                fullWidth
              />
              <Button type="submit" variant="contained" size="large" disabled={busy}>
                Sign in
              </Button>
            </>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
