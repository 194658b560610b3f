/** The texts only the web's dashboard pages read (and the server, where it sends them too). Part of `MESSAGES` (message-texts.ts). */
export const errorFetchingHolidays = 'Error fetching holidays';
export const couldNotFetchInvitations = 'Could not fetch invitations';
export const errorCreatingAvailability = 'Error creating availibility';
export const couldNotUpdateAvailability = 'Could not update your availability';
export const couldNotDeleteAvailability = 'Could not delete your availability';
export const availabilityAdded = 'Availability added';
export const availabilityUpdated = 'Availability updated';
