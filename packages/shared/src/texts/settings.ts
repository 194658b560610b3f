/** The texts only the web's settings pages read (and the server, where it sends them too). Part of `MESSAGES` (message-texts.ts). */
export const settingsSaved = 'Settings saved';
export const couldNotSaveSettings = 'Could not save the settings';
