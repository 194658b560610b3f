import type { MessageDescriptor } from '@lingui/core';

/** What a sortable list says to screen readers while a row moves (issue 40), by the kind of row. */
export const SORTABLE_TEXTS = {
  pickedUp: /*i18n*/ {
    id: 'sortable.pickedUp',
    message: '{noun, select, block {Picked up block {at} of {total}.} other {Picked up component {at} of {total}.}}',
  },
  over: /*i18n*/ {
    id: 'sortable.over',
    message:
      '{noun, select, block {Block is over position {at} of {total}.} other {Component is over position {at} of {total}.}}',
  },
  dropped: /*i18n*/ {
    id: 'sortable.dropped',
    message:
      '{noun, select, block {Block dropped at position {at} of {total}.} other {Component dropped at position {at} of {total}.}}',
  },
  droppedOutside: /*i18n*/ {
    id: 'sortable.droppedOutside',
    message: '{noun, select, block {Block dropped.} other {Component dropped.}}',
  },
  cancelled: /*i18n*/ { id: 'sortable.cancelled', message: 'Reordering cancelled.' },
  instructions: /*i18n*/ {
    id: 'sortable.instructions',
    message:
      '{noun, select, block {To pick up a block, press Space or Enter. Use the up and down arrow keys to move it, Space or Enter to drop it, Escape to cancel.} other {To pick up a component, press Space or Enter. Use the up and down arrow keys to move it, Space or Enter to drop it, Escape to cancel.}}',
  },
} satisfies Record<string, MessageDescriptor>;
