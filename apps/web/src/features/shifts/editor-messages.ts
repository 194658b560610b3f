import type { MessageDescriptor } from '@lingui/core';

/**
 * The coordinator's call-block editor (issue 40): components/call-blocks/{add-block-menu,
 * managed-block, managed-call, note-field, reminder-control, roleplayer-select, copy-url-button}.
 * The refusals keep the English of the shared MESSAGES (couldNotCreateCallBlock…).
 */
export const EDITOR_TEXTS = {
  addBlock: /*i18n*/ { id: 'shifts.blocks.addBlock', message: 'Add call block' },
  addCall: /*i18n*/ { id: 'shifts.blocks.addCall', message: 'Add a call' },
  addCallTo: /*i18n*/ { id: 'shifts.blocks.addCallTo', message: 'Add a call to {block}' },
  removeBlock: /*i18n*/ { id: 'shifts.blocks.removeBlock', message: 'Remove block' },
  remove: /*i18n*/ { id: 'shifts.blocks.remove', message: 'Remove {name}' },
  removeQuestion: /*i18n*/ { id: 'shifts.blocks.removeQuestion', message: 'Remove {name}?' },
  blockPeople: /*i18n*/ {
    id: 'shifts.blocks.blockPeople',
    message:
      '{people, plural, one {# person is slotted in this block; its calls are removed with everybody in them and their notes.} other {# people are slotted in this block; its calls are removed with everybody in them and their notes.}}',
  },
  blockEmpty: /*i18n*/ {
    id: 'shifts.blocks.blockEmpty',
    message:
      '{calls, plural, one {Nobody is slotted in this block yet; its call is removed with it.} other {Nobody is slotted in this block yet; its # calls are removed with it.}}',
  },
  removeCallTip: /*i18n*/ { id: 'shifts.blocks.removeCallTip', message: 'Remove this call' },
  removeCallTitle: /*i18n*/ { id: 'shifts.blocks.removeCallTitle', message: 'Remove this call?' },
  callPeople: /*i18n*/ {
    id: 'shifts.blocks.callPeople',
    message:
      '{people, plural, one {# person is slotted in this call; they are taken out of it with their notes.} other {# people are slotted in this call; they are taken out of it with their notes.}}',
  },
  removeCall: /*i18n*/ { id: 'shifts.blocks.removeCall', message: 'Remove call' },
  takeOut: /*i18n*/ { id: 'shifts.blocks.takeOut', message: 'Take out of this call' },
  removeFrom: /*i18n*/ { id: 'shifts.blocks.removeFrom', message: 'Remove {name} from this call' },
  invitePending: /*i18n*/ { id: 'shifts.blocks.invitePending', message: 'Calendar invitation not sent yet' },
  moveTo: /*i18n*/ { id: 'shifts.blocks.moveTo', message: 'Move to…' },
  moveLabel: /*i18n*/ { id: 'shifts.blocks.moveLabel', message: 'Move {name} to another call' },
  addParticipantTo: /*i18n*/ { id: 'shifts.blocks.addParticipantTo', message: 'Add a participant to {name}' },
  noParticipantLeft: /*i18n*/ { id: 'shifts.blocks.noParticipantLeft', message: 'No participant left for this block' },
  addParticipant: /*i18n*/ { id: 'shifts.blocks.addParticipant', message: 'Add participant…' },
  nobody: /*i18n*/ { id: 'shifts.blocks.nobody', message: 'Nobody' },
  roleplayerFor: /*i18n*/ { id: 'shifts.blocks.roleplayerFor', message: 'Role-player for {scenario}, {name}' },
  note: /*i18n*/ { id: 'shifts.blocks.note', message: 'Note' },
  needsRoleplayer: /*i18n*/ { id: 'shifts.blocks.needsRoleplayer', message: 'Needs a role-player' },
  noteTooLong: /*i18n*/ {
    id: 'shifts.blocks.noteTooLong',
    message: '{length}/{max}: at most {max} characters, not saved',
  },
  noteOn: /*i18n*/ { id: 'shifts.blocks.noteOn', message: 'Note on {scenario} for {name}' },
  savingNote: /*i18n*/ { id: 'shifts.blocks.savingNote', message: 'Saving the note' },
  copyUrl: /*i18n*/ { id: 'shifts.blocks.copyUrl', message: 'Copy URL' },
  // The reminder of a participant slot.
  reminder: /*i18n*/ { id: 'shifts.blocks.reminder', message: 'Reminder' },
  reminderFor: /*i18n*/ { id: 'shifts.blocks.reminderFor', message: 'Reminder for {name}' },
  sendReminder: /*i18n*/ { id: 'shifts.blocks.sendReminder', message: 'Send reminder' },
  sendAndResend: /*i18n*/ {
    id: 'shifts.blocks.sendAndResend',
    message: 'Send reminder and resend calendar invite',
  },
  sending: /*i18n*/ { id: 'shifts.blocks.sending', message: 'Sending…' },
  reminderSent: /*i18n*/ { id: 'shifts.blocks.reminderSent', message: 'Successfully sent reminder email' },
  reminderFailed: /*i18n*/ { id: 'shifts.blocks.reminderFailed', message: 'Could not send the reminder email' },
  reminderTitle: /*i18n*/ {
    id: 'shifts.blocks.reminderTitle',
    message: '{resend, select, true {Send the reminder and the calendar invite again?} other {Send the reminder?}}',
  },
  reminderIntro: /*i18n*/ {
    id: 'shifts.blocks.reminderIntro',
    message:
      '{resend, select, true {{name} is e-mailed this reminder, with the calendar invitation attached again.} other {{name} is e-mailed this reminder.}}',
  },
  nothing: /*i18n*/ { id: 'shifts.blocks.nothing', message: 'Nothing to send.' },
  // The shared MESSAGES' refusals of the editor.
  createBlockFailed: /*i18n*/ { id: 'shifts.blocks.createBlockFailed', message: 'Could not create Call Block' },
  deleteBlockFailed: /*i18n*/ { id: 'shifts.blocks.deleteBlockFailed', message: 'Could not delete Call Block' },
  createSlotFailed: /*i18n*/ { id: 'shifts.blocks.createSlotFailed', message: 'Could not create Call Slot' },
  updateSlotFailed: /*i18n*/ { id: 'shifts.blocks.updateSlotFailed', message: 'Could not update Call Slot' },
  deleteSlotFailed: /*i18n*/ { id: 'shifts.blocks.deleteSlotFailed', message: 'Could not delete Call Slot' },
  addPersonFailed: /*i18n*/ {
    id: 'shifts.blocks.addPersonFailed',
    message: 'Could not create Call Participant Slot',
  },
  movePersonFailed: /*i18n*/ {
    id: 'shifts.blocks.movePersonFailed',
    message: 'Could not update Call Participant Slot',
  },
  removePersonFailed: /*i18n*/ {
    id: 'shifts.blocks.removePersonFailed',
    message: 'Could not delete Call Participant Slot',
  },
  noteFailed: /*i18n*/ { id: 'shifts.blocks.noteFailed', message: 'Could not update Call Participant Slot Note' },
} satisfies Record<string, MessageDescriptor>;
