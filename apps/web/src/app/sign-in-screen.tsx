import { StrictMode } from 'react';
import { UpdatePromptHost } from '../components/update-prompt-host';
import { LoginPage, type LoginPageProps } from '../features/auth/login-page';

/**
 * What a signed-out visitor of /login sees before the rest of the app has loaded: the sign-in page,
 * and the update prompt when a new version waits. main.tsx draws it; the build draws it once ahead
 * per language (app/prerender.tsx) into login.html and login.{language}.html, one of which the
 * server sends for /login, so the form is on screen before any script has arrived and React then
 * takes over the same elements (hydration). The two must stay one tree: the fields' ids come from
 * their place in it. Each drawn page holds its language's texts (features/auth/sign-in-language.ts).
 */
export function SignInScreen(props: LoginPageProps) {
  return (
    <StrictMode>
      <LoginPage {...props} />
      <UpdatePromptHost />
    </StrictMode>
  );
}
