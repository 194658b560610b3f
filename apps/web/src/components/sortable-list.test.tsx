import { useSortable } from '@dnd-kit/sortable';
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLoaded } from '../lib/i18n/i18n';
import { allMessages } from '../test/catalogues';
import { SortableList } from './sortable-list';

function Row({ id }: { id: number }) {
  const { attributes, listeners, setNodeRef } = useSortable({ id });
  return (
    <li ref={setNodeRef}>
      <button type="button" {...attributes} {...listeners}>
        Move {id}
      </button>
    </li>
  );
}

function renderList() {
  render(
    <SortableList items={[{ id: 1 }, { id: 2 }]} noun="component" ariaLabel="Components" onMove={() => undefined}>
      {(item) => <Row key={item.id} id={item.id} />}
    </SortableList>,
  );
}

describe('SortableList', () => {
  // What it announces while a row moves is read in a browser (e2e/course-builders.spec.ts): jsdom
  // lays nothing out, so dnd-kit's keyboard sensor starts no drag here.
  it('tells a screen reader how to move a row, in English', () => {
    renderList();
    const handle = screen.getByRole('button', { name: 'Move 1' });
    const described = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toMatch(/^To pick up a component, press Space or Enter\./);
  });

  it('and in French', () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    renderList();
    const handle = screen.getByRole('button', { name: 'Move 1' });
    const described = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toMatch(/^Pour saisir un composant, appuyez sur Espace ou Entrée\./);
  });
});
