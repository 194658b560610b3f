// What other modules may use of assessments: nothing yet (app.ts registers ./routes like every module's).
export {};
