import { MESSAGE_DISMISS_MS } from '@app/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageStack } from './message-stack';
import { MessagesProvider, useMessages } from './messages';

function Pusher() {
  const { push } = useMessages();
  return (
    <>
      <button type="button" onClick={() => push('Could not create Client')}>
        error
      </button>
      <button type="button" onClick={() => push('Client created', 'success')}>
        success
      </button>
    </>
  );
}

function renderStack() {
  render(
    <MessagesProvider>
      <Pusher />
      <MessageStack />
    </MessagesProvider>,
  );
}

describe('messages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a message with its time and clears it after 3 seconds', () => {
    renderStack();
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    screen.getByText('Could not create Client');
    act(() => {
      vi.advanceTimersByTime(MESSAGE_DISMISS_MS - 100);
    });
    expect(screen.queryByText('Could not create Client')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Could not create Client')).toBeNull();
  });

  it('keeps a list that can be dismissed one by one or cleared', () => {
    renderStack();
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    expect(screen.getAllByTestId('message')).toHaveLength(2);
    const first = screen.getAllByTestId('message')[0];
    if (!first) throw new Error('no message');
    fireEvent.click(first.querySelector('button') as HTMLButtonElement);
    expect(screen.getAllByTestId('message')).toHaveLength(1);
    screen.getByText('Client created');

    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryAllByTestId('message')).toHaveLength(0);
  });
});
