import type { MessageDescriptor } from '@lingui/core';

/** The top of a shift page (issue 40): what a participant and a role-player read first there. */
export const SHIFT_HEADER_TEXTS = {
  roleplaySession: /*i18n*/ { id: 'shiftHeader.roleplaySession', message: 'Roleplay session' },
  shiftKind: /*i18n*/ {
    id: 'shiftHeader.shiftKind',
    message: '{type, select, roleplay {Roleplay shift} training {Orientation shift} other {Live shift}}',
  },
  date: /*i18n*/ { id: 'shiftHeader.date', message: 'Date' },
  time: /*i18n*/ { id: 'shiftHeader.time', message: 'Time' },
  cohort: /*i18n*/ { id: 'shiftHeader.cohort', message: 'Cohort' },
  room: /*i18n*/ { id: 'shiftHeader.room', message: 'Room' },
  noRoom: /*i18n*/ { id: 'shiftHeader.noRoom', message: 'No room' },
  blocks: /*i18n*/ { id: 'shiftHeader.blocks', message: 'Blocks' },
  blocksPlanned: /*i18n*/ { id: 'shiftHeader.blocksPlanned', message: '{planned} + {spare} spare' },
  callLength: /*i18n*/ { id: 'shiftHeader.callLength', message: ' · {minutes} min each' },
} satisfies Record<string, MessageDescriptor>;
