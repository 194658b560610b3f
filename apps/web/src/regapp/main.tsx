import { CssBaseline } from '@mui/material';
// As the back office's entry: the system's ThemeProvider, without the CSS-variables provider.
import { ThemeProvider } from '@mui/system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../app/theme';
import { RegappApp } from './regapp-app';

// The registration app's own entry (register.html, served for /register/*): the participants' pages
// only, none of the back office's shell, grids or calendars.
const root = document.getElementById('root');
if (!root) throw new Error('register.html has no #root');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RegappApp />
    </ThemeProvider>
  </StrictMode>,
);
