import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { t } from '../lib/i18n/i18n';
import { SORTABLE_TEXTS } from './sortable-list-texts';

/** Rows only move up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The kinds of rows a sortable list holds, as its announcements name them. */
export type SortableNoun = 'component' | 'block';

function announcements(ids: number[], noun: SortableNoun): Announcements {
  const at = (id: string | number) => ids.indexOf(Number(id)) + 1;
  const total = ids.length;
  return {
    onDragStart: ({ active }) => t(SORTABLE_TEXTS.pickedUp, { noun, at: at(active.id), total }),
    onDragOver: ({ over }) => (over ? t(SORTABLE_TEXTS.over, { noun, at: at(over.id), total }) : undefined),
    onDragEnd: ({ over }) =>
      over ? t(SORTABLE_TEXTS.dropped, { noun, at: at(over.id), total }) : t(SORTABLE_TEXTS.droppedOutside, { noun }),
    onDragCancel: () => t(SORTABLE_TEXTS.cancelled),
  };
}

/**
 * A vertical list whose rows are reordered by dragging (mouse, touch or keyboard, with screen-reader
 * announcements). Each row renders its own drag handle with dnd-kit's useSortable and its item's id.
 * `onMove` gets the moved item's id and its new 0-based index.
 */
export function SortableList<T extends { id: number }>(props: {
  items: T[];
  /** What one row is called in announcements. */
  noun: SortableNoun;
  ariaLabel: string;
  onMove(id: number, to: number): void;
  children(item: T, index: number): ReactNode;
}) {
  const { items, noun, ariaLabel, onMove, children } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = ids.indexOf(Number(over.id));
    if (to >= 0) onMove(Number(active.id), to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(ids, noun),
        screenReaderInstructions: {
          draggable: t(SORTABLE_TEXTS.instructions, { noun }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" spacing={1} sx={{ m: 0, p: 0 }} aria-label={ariaLabel}>
          {items.map((item, index) => children(item, index))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
