import { Box, Button, Paper, Typography } from '@mui/material';
import type { AlertProps } from '@mui/material/Alert';
import { styled } from '@mui/material/styles';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { requestSignInLink } from './api/sign-in';
import { useTexts } from './language';
import { fill } from './texts';

// The first page a participant opens, kept to what it draws (scripts/bundle-budget.mjs holds it under
// 100 kB): one plain input styled as the theme's outlined fields (MUI's input parts cost 6 kB, the
// form kit's TextField brings a select menu and a form library), and the alerts load when needed.
const loadAlert = () => import('@mui/material/Alert');
const LazyAlert = lazy(loadAlert);

function PageAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <LazyAlert {...props} />
    </Suspense>
  );
}

/** The e-mail box: the outlined look of the theme's fields, 48 px tall, a 2 px ring when focused. */
const EmailInput = styled('input')(({ theme }) => ({
  font: 'inherit',
  fontSize: 16,
  minHeight: 48,
  padding: '0 14px',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.grey[600]}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  width: '100%',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 0, borderColor: theme.palette.primary.main },
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
}));

/** A plain check of the address's shape: the server's contract has the last word. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /register/{key} while signed out: the participant's e-mail address, then "check your e-mail".
 * The answer is the same for every address (the server always says 202), so the page never tells
 * who is enrolled.
 */
export function SignInPage({ courseKey, linkFailed }: { courseKey: string; linkFailed: boolean }) {
  const { t } = useTexts();
  const fieldId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (linkFailed) void loadAlert();
  }, [linkFailed]);
  useEffect(() => {
    document.title = sentTo ? t.checkEmailTitle : t.pageTitle;
    if (sentTo) heading.current?.focus();
  }, [sentTo, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_SHAPE.test(address)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    setFailed(false);
    setSending(true);
    try {
      await requestSignInLink({ email: address, key: courseKey });
      setSentTo(address);
    } catch {
      void loadAlert();
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  if (sentTo) {
    return (
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h5" component="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
            {t.checkEmailTitle}
          </Typography>
          <Typography data-testid="check-email">{fill(t.checkEmailBody, { email: sentTo })}</Typography>
          <Button
            variant="outlined"
            sx={{ minHeight: 44, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
            onClick={() => {
              setEmail('');
              setSentTo(null);
            }}
          >
            {t.useAnotherEmail}
          </Button>
        </Box>
      </Paper>
    );
  }

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: { xs: 3, sm: 4 } }} aria-labelledby={`${fieldId}-title`}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <img src="/logo.svg" alt="" width={40} height={40} />
          <Typography variant="h5" component="h1" id={`${fieldId}-title`}>
            {t.pageTitle}
          </Typography>
        </Box>
        {linkFailed && (
          <PageAlert severity="warning" role="alert">
            {t.linkFailed}
          </PageAlert>
        )}
        {failed && (
          <PageAlert severity="error" role="alert">
            {t.sendFailed}
          </PageAlert>
        )}
        <Typography>{t.signInIntro}</Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          <Typography component="label" htmlFor={fieldId} sx={{ fontWeight: 500 }}>
            {t.emailLabel}
          </Typography>
          <EmailInput
            id={fieldId}
            ref={input}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={invalid ? `${fieldId}-error` : undefined}
            aria-invalid={invalid}
          />
          {invalid && (
            <Typography id={`${fieldId}-error`} variant="body2" color="error">
              {t.emailInvalid}
            </Typography>
          )}
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ minHeight: 48 }}>
          {sending ? t.sending : t.sendLink}
        </Button>
      </Box>
    </Paper>
  );
}
