/** The texts only the web's rooms pages read (and the server, where it sends them too). Part of `MESSAGES` (message-texts.ts). */
export const errorCreatingRoom = 'Error creating Room';
export const errorUpdatingRoom = 'Error updating Room';
export const errorDeletingRoom = 'Error deleting Room';
