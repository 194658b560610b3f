// What other modules may use of coaching: nothing yet (app.ts registers ./routes like every module's).
export {};
