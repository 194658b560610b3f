/** The texts only the web's roster-plans pages read (and the server, where it sends them too). Part of `MESSAGES` (message-texts.ts). */
export const couldNotMakeRosterPlan = 'Could not make the plan';
export const couldNotRetrieveRosterPlan = 'Could not retrieve the plan';
export const couldNotApplyRosterPlan = 'Could not send the invitations';
export const rosterPlanSolving = 'Making the plan: this can take up to about 10 seconds.';
export const rosterPlanNothingToFill = 'No shift of this period starting from now has an open place: there is nothing to plan.';
export const rosterPlanPendingChanges = 'Plan again to apply your changes before sending the invitations.';
export const rosterPlanToBeforeFrom = 'To must not be before From';
