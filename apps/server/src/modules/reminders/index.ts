// What other modules (and the server's job runner) may use of reminders.
export {
  callLengthChanged,
  courseDeleting,
  reminderJobHandlers,
  roomChanged,
  shiftCallsChanged,
  shiftDeleting,
} from './service';
