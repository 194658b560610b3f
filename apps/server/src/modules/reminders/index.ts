// What other modules (and the server's job runner) may use of reminders.
export { reminderJobHandlers, shiftCallsChanged, shiftDeleting } from './service';
