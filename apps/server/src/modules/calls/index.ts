// What other modules may use of calls (app.ts registers ./routes like every module's).
// (The participant schedule e-mail lives here: it reads who sits in which call.)
