// What other modules may use of calls: nothing yet (app.ts registers ./routes like every module's).
export {};
